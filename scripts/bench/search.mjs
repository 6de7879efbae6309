// Listing search over 100,000 generated listings (issue #13): PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set, each in its own temporary database, through the listings module's
// real searchListings. Target: p95 <= 30 ms for a word query with a filter and a sort.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { percentile } from './stats.mjs';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 100_000);
const RUNS = 60;
const TARGET_P95_MS = 30;
// Words for names and descriptions: a few common (about one listing in five), the rest rarer.
const COMMON = ['lesson', 'online', 'beginner', 'weekend'];
const RARE = [
  'guitar',
  'piano',
  'violin',
  'chemistry',
  'physics',
  'algebra',
  'poetry',
  'chess',
  'yoga',
  'painting',
  'spanish',
  'german',
  'python',
  'drawing',
  'singing',
  'history',
  'biology',
  'pottery',
  'cooking',
  'photography',
];
const KINDS = [
  'offer',
  'table',
  'tutoring',
  'fashion',
  'ai-course',
  'app-service',
  'game',
  'reading-group',
  'bond',
  'property',
];
const arr = (words) => sql.raw(`array[${words.map((w) => `'${w}'`).join(',')}]`);

/** [label, query]: each a word query with a filter and a sort, as the search page sends them. */
const QUERIES = [
  ['rare word + kind, price ascending', { q: 'guitar', kind: 'tutoring', sort: 'priceAsc' }],
  ['common word + max price, newest', { q: 'lesson', maxPrice: 5000, sort: 'newest' }],
  ['two words + kind, relevance', { q: 'online chess', kind: 'game', sort: 'relevance' }],
  ['common word + location, price descending', { q: 'beginner', location: 'Kraków', sort: 'priceDesc' }],
];

/** ROWS published listings on the generic site, in SQL: one INSERT ... SELECT generate_series. */
async function generate(db) {
  await db.execute(sql`select setseed(0.42)`);
  const [owner] = (
    await db.execute(
      sql`insert into users (email, name, password_hash) values ('bench@example.org', 'Bench', 'x') returning id`,
    )
  ).rows;
  const pick = (words) => sql`(${arr(words)})[1 + floor(random() * ${words.length})::int]`;
  const rare = pick(RARE);
  const common = pick(COMMON);
  await db.execute(sql`
    insert into listings (site, owner_id, kind, name, description, price_minor, currency, location_text, status,
                          language, search_config, published_at)
    select 'generic', ${owner.id}::uuid, ${pick(KINDS)}, initcap(${rare}) || ' ' || ${common} || ' ' || g,
           'Learn ' || ${rare} || ' and ' || ${rare} || ', ' || ${common} || ' sessions with a patient teacher. ' ||
             repeat('Flexible hours, small groups, materials included. ', 1 + g % 4),
           p, case when p = 0 then null else 'PLN' end,
           (array['Kraków','Warszawa','Gdańsk','Poznań','Wrocław','Łódź'])[1 + g % 6],
           'published', 'en', 'english'::regconfig, now() - (g || ' minutes')::interval
    from (select g, case when g % 10 = 0 then 0 else (100 + floor(random() * 20000))::int end as p
          from generate_series(1, ${ROWS}) g) s`);
  await db.execute(sql`analyze listings`);
}

async function timeQueries(db, searchListings, site, searchQuery) {
  const results = [];
  for (const [label, q] of QUERIES) {
    const query = searchQuery.parse(q);
    const times = [];
    let total = 0;
    for (let i = 0; i < RUNS + 5; i += 1) {
      const t0 = performance.now();
      const page = await searchListings(db, site, query);
      // The first few runs warm caches and plans; they are not counted.
      if (i >= 5) times.push(performance.now() - t0);
      total = page.total;
    }
    results.push({ label, total, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  return results;
}

export async function onPglite(run) {
  const { openDatabase } = await import('../../src/server/db/client.ts');
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite'), lockDir: dir });
  try {
    return await run(database);
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function onPostgres(adminUrl, run) {
  const { openDatabase } = await import('../../src/server/db/client.ts');
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    return await run(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

export async function runSearch() {
  const { searchListings } = await import('../../src/server/modules/listings/search.ts');
  const { siteById } = await import('../../src/common/sites/index.ts');
  const { searchListingsQuerySchema } = await import('../../src/common/schemas/listings.ts');
  const site = siteById('generic');
  const targets = [['PGlite', onPglite]];
  if (process.env.TEST_DATABASE_URL)
    targets.push(['PostgreSQL', (run) => onPostgres(process.env.TEST_DATABASE_URL, run)]);
  console.log(
    `\nListing search over ${ROWS.toLocaleString('en')} listings, ${RUNS} runs per query, target p95 <= ${TARGET_P95_MS} ms`,
  );
  if (!process.env.TEST_DATABASE_URL) console.log('  (TEST_DATABASE_URL not set: PostgreSQL skipped)');
  const all = [];
  for (const [engine, open] of targets) {
    await open(async (database) => {
      await database.migrate();
      const t0 = performance.now();
      await generate(database.db);
      console.log(
        `${engine}: ${ROWS.toLocaleString('en')} rows generated in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
      );
      console.log('  query'.padEnd(46), 'matches'.padStart(8), 'p50'.padStart(9), 'p95'.padStart(9), ' result');
      for (const r of await timeQueries(database.db, searchListings, site, searchListingsQuerySchema)) {
        const ok = r.p95 <= TARGET_P95_MS;
        all.push({ engine, ...r, ok });
        console.log(
          `  ${r.label}`.padEnd(46),
          String(r.total).padStart(8),
          `${r.p50.toFixed(1)} ms`.padStart(9),
          `${r.p95.toFixed(1)} ms`.padStart(9),
          ok ? ' PASS' : ' FAIL',
        );
      }
    });
  }
  return all;
}
