import { seededRandom, seedOf } from '../../../common/random/seeded-random';
import type { Db } from '../client';
import { ecommerceCustomerAddresses, ecommerceCustomers } from '../schema';

/*
 * Addresses for the demo shop's customers (issue #34), so an order's shipping and billing addresses
 * and a customer's "addresses and billing" tab show something on a first start. One shipping
 * address each, in the customer's country; a quarter bill a company address elsewhere in it.
 * Drawn from a generator seeded with the customer's id, so reseeding makes the same addresses.
 */

const CITIES: Record<string, readonly [city: string, postalCode: string][]> = {
  PL: [
    ['Warszawa', '00-950'],
    ['Kraków', '30-001'],
    ['Gdańsk', '80-001'],
    ['Wrocław', '50-001'],
    ['Poznań', '60-001'],
  ],
  DE: [
    ['Berlin', '10115'],
    ['München', '80331'],
    ['Hamburg', '20095'],
    ['Köln', '50667'],
  ],
  FR: [
    ['Paris', '75001'],
    ['Lyon', '69001'],
    ['Marseille', '13001'],
    ['Nantes', '44000'],
  ],
  US: [
    ['New York, NY', '10001'],
    ['Austin, TX', '73301'],
    ['Seattle, WA', '98101'],
    ['Chicago, IL', '60601'],
  ],
  GB: [
    ['London', 'EC1A 1BB'],
    ['Manchester', 'M1 1AE'],
    ['Leeds', 'LS1 1UR'],
  ],
};
const FALLBACK_CITIES: readonly [string, string][] = [
  ['Capital City', '1000'],
  ['Harbour Town', '2000'],
];
const STREETS = [
  'Main Street',
  'Oak Avenue',
  'Market Square',
  'River Road',
  'Station Street',
  'Park Lane',
  'Hill Road',
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export async function seedDemoEcommerceAddresses(db: Db): Promise<void> {
  const customers = await db
    .select({ id: ecommerceCustomers.id, name: ecommerceCustomers.name, country: ecommerceCustomers.country })
    .from(ecommerceCustomers);
  const rows: (typeof ecommerceCustomerAddresses.$inferInsert)[] = [];
  for (const customer of customers) {
    const random = seededRandom(seedOf(customer.id));
    const address = () => {
      const [city, postalCode] = pick(random, CITIES[customer.country] ?? FALLBACK_CITIES);
      return { line1: `${1 + Math.floor(random() * 120)} ${pick(random, STREETS)}`, city, postalCode };
    };
    const base = { customerId: customer.id, name: customer.name, country: customer.country, isDefault: true };
    rows.push({ ...base, kind: 'shipping', ...address() });
    if (random() < 0.25) rows.push({ ...base, kind: 'billing', name: `${customer.name} (company)`, ...address() });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(ecommerceCustomerAddresses).values(rows.slice(i, i + 1000));
}
