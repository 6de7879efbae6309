import { seededRandom, seedOf } from '../../../common/random/seeded-random';
import type { ShipmentStatus, VehicleStatus, VehicleType } from '../../../common/schemas/logistics';
import { SITES, type SiteConfig } from '../../../common/sites';
import type { Db } from '../client';
import { shipments, vehicles } from '../schema';

/*
 * A year of deliveries for every site's demo fleet (issue #17), so the logistics dashboard's
 * charts have shape: more parcels on weekdays, a steady growth over the year and a busy
 * November and December; most arrive on time, a few meet an exception. Deterministic for a
 * site and a day (a seeded PRNG), so two fresh starts on the same day show the same figures.
 */

type City = readonly [name: string, latitude: number, longitude: number];

interface Country {
  code: string;
  cities: readonly City[];
  plate: (rand: () => number) => string;
  /** Neighbours parcels go abroad to, each with the city they are driven to. */
  abroad: readonly (readonly [code: string, city: string])[];
}

const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const pick = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
const digits = (rand: () => number, n: number) => Array.from({ length: n }, () => Math.floor(rand() * 10)).join('');
const caps = (rand: () => number, n: number) => Array.from({ length: n }, () => pick(rand, [...letters])).join('');

const COUNTRIES = {
  PL: {
    code: 'PL',
    cities: [
      ['Warszawa', 52.23, 21.01],
      ['Kraków', 50.06, 19.94],
      ['Gdańsk', 54.35, 18.65],
      ['Wrocław', 51.11, 17.03],
      ['Poznań', 52.41, 16.93],
      ['Łódź', 51.76, 19.46],
      ['Katowice', 50.26, 19.02],
      ['Lublin', 51.25, 22.57],
      ['Szczecin', 53.43, 14.55],
      ['Białystok', 53.13, 23.16],
    ],
    plate: (r) => `W${caps(r, 1)} ${digits(r, 5)}`,
    abroad: [
      ['DE', 'Berlin'],
      ['CZ', 'Praha'],
      ['SK', 'Bratislava'],
      ['LT', 'Vilnius'],
      ['UA', 'Lviv'],
    ],
  },
  GB: {
    code: 'GB',
    cities: [
      ['London', 51.51, -0.13],
      ['Manchester', 53.48, -2.24],
      ['Birmingham', 52.49, -1.89],
      ['Leeds', 53.8, -1.55],
      ['Glasgow', 55.86, -4.25],
      ['Bristol', 51.45, -2.59],
      ['Liverpool', 53.41, -2.98],
      ['Edinburgh', 55.95, -3.19],
    ],
    plate: (r) => `${caps(r, 2)}${digits(r, 2)} ${caps(r, 3)}`,
    abroad: [
      ['IE', 'Dublin'],
      ['FR', 'Paris'],
      ['NL', 'Rotterdam'],
      ['BE', 'Brussels'],
      ['DE', 'Köln'],
    ],
  },
  US: {
    code: 'US',
    cities: [
      ['New York', 40.71, -74.01],
      ['Chicago', 41.88, -87.63],
      ['Los Angeles', 34.05, -118.24],
      ['Houston', 29.76, -95.37],
      ['Phoenix', 33.45, -112.07],
      ['Denver', 39.74, -104.99],
      ['Atlanta', 33.75, -84.39],
      ['Seattle', 47.61, -122.33],
    ],
    plate: (r) => `${digits(r, 1)}${caps(r, 3)}${digits(r, 3)}`,
    abroad: [
      ['CA', 'Toronto'],
      ['MX', 'Monterrey'],
    ],
  },
  DE: {
    code: 'DE',
    cities: [
      ['Berlin', 52.52, 13.4],
      ['Hamburg', 53.55, 9.99],
      ['München', 48.14, 11.58],
      ['Köln', 50.94, 6.96],
      ['Frankfurt', 50.11, 8.68],
      ['Stuttgart', 48.78, 9.18],
      ['Leipzig', 51.34, 12.37],
      ['Dresden', 51.05, 13.74],
    ],
    plate: (r) => `${caps(r, 1 + Math.floor(r() * 2))}-${caps(r, 2)} ${digits(r, 3)}`,
    abroad: [
      ['AT', 'Wien'],
      ['FR', 'Strasbourg'],
      ['NL', 'Amsterdam'],
      ['PL', 'Poznań'],
      ['CZ', 'Praha'],
    ],
  },
} satisfies Record<string, Country>;

/** Where each site's depots are: the Polish sites in Poland, the others spread over three countries. */
const SITE_COUNTRY: Record<SiteConfig['id'], keyof typeof COUNTRIES> = {
  naszdom: 'PL',
  korepetycje: 'PL',
  bit: 'PL',
  czytajbiblie: 'PL',
  generic: 'GB',
  bookatable4: 'GB',
  corpobond: 'GB',
  aiteaches: 'US',
  bestgame: 'US',
  liveappmaker: 'US',
  fashionableoutfit: 'DE',
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const DAYS_OF_HISTORY = 365;

const VEHICLE_STATUS_WEIGHTS: readonly (readonly [VehicleStatus, number])[] = [
  ['on_route', 0.55],
  ['loading', 0.15],
  ['idle', 0.2],
  ['maintenance', 0.1],
];
const VEHICLE_NAMES: Record<VehicleType, string> = { van: 'Van', truck: 'Truck', lorry: 'Lorry' };

function weighted<T>(rand: () => number, items: readonly (readonly [T, number])[]): T {
  let x = rand();
  for (const [item, weight] of items) {
    if ((x -= weight) < 0) return item;
  }
  return items[items.length - 1]![0];
}

function siteVehicles(site: SiteConfig, rand: () => number, now: Date) {
  const country: Country = COUNTRIES[SITE_COUNTRY[site.id]];
  const total = 10 + Math.floor(rand() * 11);
  return Array.from({ length: total }, (_, i) => {
    const type = weighted<VehicleType>(rand, [
      ['van', 0.5],
      ['truck', 0.35],
      ['lorry', 0.15],
    ]);
    const status = weighted(rand, VEHICLE_STATUS_WEIGHTS);
    const from = pick(rand, country.cities);
    let to = pick(rand, country.cities);
    if (to === from) to = country.cities[(country.cities.indexOf(from) + 1) % country.cities.length]!;
    const onRoute = status === 'on_route';
    const progress = onRoute ? 5 + Math.floor(rand() * 91) : status === 'loading' ? 0 : 0;
    const share = progress / 100;
    // On the road: part way along the straight line between the cities, a little off it as roads are.
    const jitter = () => (rand() - 0.5) * (onRoute ? 0.15 : 0.03);
    return {
      site: site.id,
      name: `${VEHICLE_NAMES[type]} ${String(i + 1).padStart(2, '0')}`,
      plate: country.plate(rand),
      type,
      status,
      latitude: Math.round((from[1] + (to[1] - from[1]) * share + jitter()) * 1e5) / 1e5,
      longitude: Math.round((from[2] + (to[2] - from[2]) * share + jitter()) * 1e5) / 1e5,
      routeFrom: onRoute || status === 'loading' ? from[0] : null,
      routeTo: onRoute || status === 'loading' ? to[0] : null,
      progress,
      createdAt: new Date(now.getTime() - DAYS_OF_HISTORY * DAY),
    };
  });
}

const EXCEPTIONS = [
  ['recipient_absent', 0.35],
  ['wrong_address', 0.25],
  ['damaged', 0.15],
  ['weather', 0.15],
  ['customs', 0.1],
] as const;

function siteShipments(site: SiteConfig, rand: () => number, vehicleIds: readonly string[], now: Date) {
  const country: Country = COUNTRIES[SITE_COUNTRY[site.id]];
  // Between about 400 and 1500 a year, depending on the site.
  const perDay = 1.1 + rand() * 2.9;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const rows: (typeof shipments.$inferInsert)[] = [];
  for (let back = DAYS_OF_HISTORY - 1; back >= 0; back--) {
    const day = new Date(today - back * DAY);
    const weekday = day.getUTCDay();
    const growth = 0.65 + 0.7 * ((DAYS_OF_HISTORY - back) / DAYS_OF_HISTORY);
    const season = day.getUTCMonth() >= 10 ? 1.35 : day.getUTCMonth() === 0 ? 0.8 : 1;
    const week = weekday === 0 ? 0.25 : weekday === 6 ? 0.5 : 1.1;
    const expected = perDay * growth * season * week;
    const n = Math.floor(expected + rand());
    for (let k = 0; k < n; k++) {
      const created = new Date(day.getTime() + (6 + rand() * 12) * HOUR);
      if (created > now) continue;
      const abroad = rand() < 0.22 && country.abroad.length > 0;
      const [destinationCountry, destination] = abroad
        ? pick(rand, country.abroad)
        : [country.code, pick(rand, country.cities)[0]];
      const origin = pick(rand, country.cities)[0];
      const promisedHours = abroad ? 120 : 48;
      const exception = rand() < 0.06 ? weighted(rand, EXCEPTIONS) : null;
      // Most beat the promise; an exception costs a day or three.
      const transitHours =
        promisedHours * (0.35 + rand() * 0.85 + (rand() < 0.1 ? 0.5 : 0)) + (exception ? 24 + rand() * 48 : 0);
      const arrives = new Date(created.getTime() + transitHours * HOUR);
      const returned = exception !== null && exception !== 'weather' && rand() < 0.3;
      let status: ShipmentStatus;
      if (arrives <= now) status = returned ? 'returned' : 'delivered';
      else if (now.getTime() - created.getTime() < 4 * HOUR) status = 'pending';
      else if (arrives.getTime() - now.getTime() < 10 * HOUR) status = 'out_for_delivery';
      else status = 'in_transit';
      rows.push({
        site: site.id,
        vehicleId: status === 'pending' ? null : pick(rand, vehicleIds),
        origin,
        destination,
        destinationCountry,
        status,
        exception,
        weightKg: Math.round((0.3 + rand() ** 2 * 30) * 10) / 10,
        createdAt: created,
        expectedAt: new Date(created.getTime() + promisedHours * HOUR),
        deliveredAt: status === 'delivered' ? arrives : null,
      });
    }
  }
  return rows;
}

/** Rows per INSERT: under PostgreSQL's 65535 parameters (12 columns each). */
const BATCH = 5000;

/** Every site's demo fleet and its year of shipments; returns how many shipments were written. */
export async function seedDemoLogistics(db: Db, now = new Date()): Promise<number> {
  let made = 0;
  const day = now.toISOString().slice(0, 10);
  for (const site of SITES) {
    const rand = seededRandom(seedOf(`${site.id}:${day}`));
    const fleet = await db
      .insert(vehicles)
      .values(siteVehicles(site, rand, now))
      .returning({ id: vehicles.id });
    const rows = siteShipments(
      site,
      rand,
      fleet.map((v) => v.id),
      now,
    );
    for (let i = 0; i < rows.length; i += BATCH) await db.insert(shipments).values(rows.slice(i, i + BATCH));
    made += rows.length;
  }
  return made;
}
