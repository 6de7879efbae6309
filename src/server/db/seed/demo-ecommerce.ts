import { seededRandom, seedOf } from '../../../common/random/seeded-random';
import { SITES, type SiteConfig } from '../../../common/sites';
import type { Db } from '../client';
import {
  ecommerceCustomers,
  ecommerceOrderItems,
  ecommerceOrders,
  ecommerceProducts,
  type OrderStatus,
} from '../schema';

/*
 * A year of shop history for every site (issue #17), so the eCommerce dashboard has shape on a
 * first start: the 365 days before the seeding day, more orders on weekends, a shop that grows
 * through the year, busy weeks before Christmas and a summer sale. Everything comes from a seeded
 * generator (ids too), so two databases seeded on the same day hold the same rows. The volume is
 * kept modest (400 to 650 orders a site) because it runs on every first start.
 */

type Product = readonly [name: string, category: string, price: number];

const CATALOGUES: Record<string, readonly Product[]> = {
  gadgets: [
    ['Wireless earbuds', 'Audio', 79],
    ['Smartwatch S2', 'Wearables', 199],
    ['Power bank 20 000 mAh', 'Accessories', 39],
    ['USB-C hub, 7 ports', 'Accessories', 45],
    ['Bluetooth speaker', 'Audio', 59],
    ['Aluminium laptop stand', 'Office', 35],
    ['Mechanical keyboard', 'Office', 119],
    ['Phone case, recycled', 'Accessories', 19],
  ],
  dining: [
    ['Gift voucher 50', 'Vouchers', 50],
    ['Gift voucher 100', 'Vouchers', 100],
    ['Tasting menu for two', 'Experiences', 140],
    ["The chef's cookbook", 'Books', 32],
    ['Wine pairing set', 'Wine', 65],
    ['Pasta cooking class', 'Experiences', 85],
    ['Olive oil, 1 l', 'Pantry', 18],
  ],
  learning: [
    ['Python from scratch', 'Courses', 89],
    ['Prompt writing workshop', 'Workshops', 49],
    ['Maths tutoring, 10 hours', 'Tutoring', 250],
    ['English conversation, 5 hours', 'Tutoring', 120],
    ['Exam preparation bundle', 'Bundles', 179],
    ['Machine learning basics', 'Courses', 129],
    ['Study planner notebook', 'Supplies', 14],
  ],
  fashion: [
    ['Linen summer dress', 'Dresses', 59],
    ['Merino wool sweater', 'Knitwear', 89],
    ['Slim fit chinos', 'Trousers', 49],
    ['Leather ankle boots', 'Shoes', 129],
    ['White canvas sneakers', 'Shoes', 65],
    ['Silk scarf', 'Accessories', 35],
    ['Denim jacket', 'Jackets', 79],
    ['Wool overcoat', 'Jackets', 219],
    ['Organic cotton T-shirt', 'Basics', 19],
  ],
  software: [
    ['Mobile app starter kit', 'Templates', 149],
    ['UI component pack', 'Design', 69],
    ['Hosting plan, one year', 'Services', 120],
    ['Push notifications add-on', 'Add-ons', 29],
    ['App store launch review', 'Services', 199],
    ['Icon set, 2 000 icons', 'Design', 25],
  ],
  games: [
    ['Space strategy board game', 'Board games', 59],
    ['Co-op card game', 'Card games', 24],
    ['Gaming headset', 'Gear', 89],
    ['Wireless controller', 'Gear', 64],
    ['Metal dice set', 'Accessories', 29],
    ["Collector's edition box", 'Collectibles', 149],
    ['Puzzle, 1 000 pieces', 'Puzzles', 22],
    ['Desk mat XXL', 'Gear', 27],
  ],
  books: [
    ['Study Bible, hardcover', 'Bibles', 45],
    ['One-year reading plan journal', 'Journals', 16],
    ['Commentary set, 4 volumes', 'Commentaries', 95],
    ['Audio Bible', 'Audio', 30],
    ['Highlighter set', 'Supplies', 9],
    ['Leather Bible cover', 'Accessories', 35],
    ['Daily devotional', 'Books', 19],
  ],
  finance: [
    ['Annual bond market report', 'Reports', 390],
    ['Credit analytics, one month', 'Subscriptions', 149],
    ['Webinar ticket: rates outlook', 'Events', 59],
    ['Portfolio review session', 'Advisory', 450],
    ['Issuer data export', 'Data', 99],
  ],
  home: [
    ['Smart thermostat', 'Heating', 129],
    ['LED ceiling lamp', 'Lighting', 69],
    ['Smart door lock', 'Security', 189],
    ['Wall paint, 10 l', 'Decorating', 45],
    ['Cordless drill', 'Tools', 99],
    ['Blackout curtains', 'Textiles', 39],
    ['Wool rug 160 × 230', 'Textiles', 149],
    ['Moving boxes, 20 pack', 'Moving', 29],
  ],
};

const SITE_CATALOGUE: Record<string, keyof typeof CATALOGUES> = {
  generic: 'gadgets',
  bit: 'gadgets',
  bookatable4: 'dining',
  korepetycje: 'learning',
  fashionableoutfit: 'fashion',
  aiteaches: 'learning',
  liveappmaker: 'software',
  bestgame: 'games',
  czytajbiblie: 'books',
  corpobond: 'finance',
  naszdom: 'home',
};

/** Where customers live, weighted: a Polish shop sells mostly at home, the others abroad too. */
const COUNTRIES: Record<'PLN' | 'EUR' | 'USD', readonly [string, number][]> = {
  PLN: [
    ['PL', 70],
    ['DE', 8],
    ['UA', 6],
    ['CZ', 5],
    ['GB', 5],
    ['LT', 3],
    ['SK', 3],
  ],
  EUR: [
    ['DE', 30],
    ['FR', 20],
    ['NL', 12],
    ['IT', 10],
    ['ES', 10],
    ['BE', 8],
    ['AT', 5],
    ['PL', 5],
  ],
  USD: [
    ['US', 45],
    ['GB', 12],
    ['CA', 10],
    ['DE', 9],
    ['AU', 7],
    ['FR', 6],
    ['IN', 6],
    ['BR', 5],
  ],
};
/** Prices in the catalogue are in dollars; a złoty shop charges about four times the number. */
const PRICE_FACTOR = { PLN: 4, EUR: 0.9, USD: 1 } as const;

const FIRST_NAMES = [
  'Anna',
  'James',
  'Maria',
  'Lukas',
  'Sofia',
  'Noah',
  'Julia',
  'Liam',
  'Emma',
  'Piotr',
  'Chloé',
  'Mateo',
  'Olivia',
  'Arjun',
  'Hannah',
  'Tomás',
  'Zofia',
  'Ethan',
  'Lea',
  'Kenji',
];
const LAST_NAMES = [
  'Nowak',
  'Smith',
  'Müller',
  'Rossi',
  'Garcia',
  'Dubois',
  'Kowalska',
  'Brown',
  'Jansen',
  'Silva',
  'Novák',
  'Patel',
  'Wilson',
  'Schmidt',
  'Martin',
  'Lopez',
  'Wiśniewska',
  'Taylor',
  'Costa',
  'Tanaka',
];

export const ECOMMERCE_HISTORY_DAYS = 365;
const DAY_MS = 86_400_000;
const BATCH = 1000;

function currencyOf(site: SiteConfig): 'PLN' | 'EUR' | 'USD' {
  if (site.defaultLang === 'pl') return 'PLN';
  return site.id === 'corpobond' || site.id === 'bookatable4' ? 'EUR' : 'USD';
}

/** An order's multiplier for its day: weekends busier, a growing shop, Christmas and a summer sale. */
export function demandOn(date: Date, dayIndex: number): number {
  const weekday = [1.3, 0.85, 0.9, 0.95, 1.0, 1.15, 1.4][date.getUTCDay()]!;
  const growth = 0.6 + 0.8 * (dayIndex / ECOMMERCE_HISTORY_DAYS);
  const month = date.getUTCMonth();
  const day = date.getUTCDate();
  const season =
    (month === 10 && day >= 20) || (month === 11 && day <= 23)
      ? 1.9
      : month === 6 && day <= 14
        ? 1.4
        : month === 0 && day <= 10
          ? 0.7
          : 1;
  return weekday * growth * season;
}

interface Rows {
  products: (typeof ecommerceProducts.$inferInsert)[];
  customers: (typeof ecommerceCustomers.$inferInsert)[];
  orders: (typeof ecommerceOrders.$inferInsert)[];
  items: (typeof ecommerceOrderItems.$inferInsert)[];
}

/** A v4-shaped UUID from the generator, so reseeding makes the same ids. */
function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  const total = weighted.reduce((n, [, w]) => n + w, 0);
  let r = random() * total;
  for (const [value, weight] of weighted) {
    r -= weight;
    if (r < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

/** What became of an order, by how many days ago it was placed. */
function statusFor(random: () => number, ageDays: number): OrderStatus {
  const r = random();
  if (r < 0.04) return 'cancelled';
  if (ageDays >= 3 && r < 0.09) return 'refunded';
  if (ageDays < 2) return 'paid';
  if (ageDays < 6) return r < 0.5 ? 'shipped' : r < 0.8 ? 'delivered' : 'paid';
  return r < 0.97 ? 'delivered' : 'shipped';
}

/** One site's shop: its products, customers (created with their first order) and a year of orders. */
export function siteShop(site: SiteConfig, today: Date): Rows {
  const random = seededRandom(seedOf(site.id));
  const currency = currencyOf(site);
  const catalogue = CATALOGUES[SITE_CATALOGUE[site.id] ?? 'gadgets']!;
  const yearAgo =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - ECOMMERCE_HISTORY_DAYS * DAY_MS;
  const rows: Rows = { products: [], customers: [], orders: [], items: [] };

  const products = catalogue.map(([name, category, price], i) => {
    const row = {
      id: uuidFrom(random),
      site: site.id,
      name,
      category,
      priceMinor: Math.round(price * PRICE_FACTOR[currency]) * 100 - (i % 2 === 0 ? 1 : 0),
      currency,
      stock: 5 + Math.floor(random() * 200),
      createdAt: new Date(yearAgo - 30 * DAY_MS),
    };
    rows.products.push(row);
    // Earlier products sell more: a best seller stands out on the dashboard.
    return [row, 1 / (i + 1.5)] as const;
  });

  // About one and a quarter orders a day on average (400 to 650 a year), some sites busier than others.
  const base = 0.9 + random() * 0.6;
  let number = 1000 + Math.floor(random() * 4000);
  const customers: { id: string; country: string }[] = [];
  for (let d = 0; d < ECOMMERCE_HISTORY_DAYS; d++) {
    const dayStart = yearAgo + d * DAY_MS;
    const expected = base * demandOn(new Date(dayStart), d);
    const count = Math.floor(expected + random());
    const times = Array.from({ length: count }, () => dayStart + Math.floor((0.25 + random() * 0.74) * DAY_MS)).sort(
      (a, b) => a - b,
    );
    for (const time of times) {
      const createdAt = new Date(time);
      let customer = customers[Math.floor(random() * customers.length)];
      // About a third of orders come from someone new.
      if (!customer || random() < 0.35) {
        const first = FIRST_NAMES[Math.floor(random() * FIRST_NAMES.length)]!;
        const last = LAST_NAMES[Math.floor(random() * LAST_NAMES.length)]!;
        customer = { id: uuidFrom(random), country: pick(random, COUNTRIES[currency]) };
        customers.push(customer);
        rows.customers.push({
          id: customer.id,
          site: site.id,
          name: `${first} ${last}`,
          email: `${first}.${last}.${customers.length}@example.com`
            .toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z0-9.@]/g, ''),
          country: customer.country,
          createdAt,
        });
      }
      const orderId = uuidFrom(random);
      const lines = 1 + Math.floor(random() * random() * 3);
      let total = 0;
      const chosen = new Set<string>();
      for (let l = 0; l < lines; l++) {
        const product = pick(random, products);
        if (chosen.has(product.id)) continue;
        chosen.add(product.id);
        const quantity = random() < 0.8 ? 1 : 2;
        total += quantity * product.priceMinor;
        rows.items.push({
          id: uuidFrom(random),
          site: site.id,
          orderId,
          productId: product.id,
          quantity,
          unitPriceMinor: product.priceMinor,
        });
      }
      rows.orders.push({
        id: orderId,
        site: site.id,
        number: number++,
        customerId: customer.id,
        status: statusFor(random, ECOMMERCE_HISTORY_DAYS - d),
        totalMinor: total,
        currency,
        // Now and then a gift shipped to another country.
        country: random() < 0.9 ? customer.country : pick(random, COUNTRIES[currency]),
        createdAt,
      });
    }
  }
  return rows;
}

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Seeds every site's shop; called with the demo accounts, on an empty database only. */
export async function seedDemoEcommerce(db: Db, today = new Date()): Promise<void> {
  const all: Rows = { products: [], customers: [], orders: [], items: [] };
  for (const site of SITES) {
    const shop = siteShop(site, today);
    all.products.push(...shop.products);
    all.customers.push(...shop.customers);
    all.orders.push(...shop.orders);
    all.items.push(...shop.items);
  }
  await db.transaction(async (tx) => {
    await insertInBatches(all.products, (b) => tx.insert(ecommerceProducts).values(b));
    await insertInBatches(all.customers, (b) => tx.insert(ecommerceCustomers).values(b));
    await insertInBatches(all.orders, (b) => tx.insert(ecommerceOrders).values(b));
    await insertInBatches(all.items, (b) => tx.insert(ecommerceOrderItems).values(b));
  });
}
