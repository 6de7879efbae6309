import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { seedBaseData, seedDemoData } from './seed';
import { DEMO_USERS } from './seed/demo-users';
import { users } from './schema';
import { databaseUrl, withAdmin } from '../test/template-databases';

const adminUrl = process.env.TEST_DATABASE_URL;

/*
 * Issue #38: several server processes started together on one PostgreSQL (a cluster) migrate and
 * seed once. Each process's start runs inside Database.whileStarting; here two such starts race
 * on a new, empty database, as two processes of `npm run cluster` do.
 */
describe.skipIf(!adminUrl)('two processes starting on one new PostgreSQL database', () => {
  const name = `t_start_${randomBytes(4).toString('hex')}`;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    await withAdmin(adminUrl!, (admin) => admin.query(`CREATE DATABASE ${name}`));
    first = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl!, name) });
    second = await openDatabase({ kind: 'postgres', url: databaseUrl(adminUrl!, name) });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await withAdmin(adminUrl!, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('take turns, so one migrates and seeds the demo data and the other finds it done', async () => {
    let inside = 0;
    let most = 0;
    const start = (database: Database) =>
      database.whileStarting(async () => {
        most = Math.max(most, ++inside);
        try {
          await database.migrate();
          await seedBaseData(database.db);
          // No data folder: the demo accounts, shops and mail, not the listings' pictures.
          return await seedDemoData(database.db);
        } finally {
          inside--;
        }
      });
    const seeded = await Promise.all([start(first), start(second)]);

    expect(most).toBe(1);
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const demo = await first.db
      .select({ email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_USERS.map((u) => u.email),
        ),
      );
    expect(demo).toHaveLength(DEMO_USERS.length);
  }, 240_000);
});
