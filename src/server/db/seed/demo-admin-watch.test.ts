import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/password';
import { openTestDatabase } from '../../test/test-database';
import { describeDialects } from '../../test/describe-dialects';
import type { Database } from '../client';
import { users } from '../schema';
import { seedBaseData } from '.';
import { seedDemoUsers } from './demo-users';
import { watchDemoAdmin } from './demo-admin-watch';

const demoAdmin = sql`lower(${users.email}) = 'admin@demo.test'`;

describeDialects('the demo admin watch on %s', (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await database.migrate();
    await seedBaseData(database.db);
  });
  afterAll(async () => database?.close());

  it('reuses a confirmed answer for a while, reads again after it or at once when told to', async () => {
    await seedDemoUsers(database.db);
    let now = 0;
    const watch = await watchDemoAdmin(database.db, { recheckMs: 1000, now: () => now });
    expect(await watch.untouched()).toBe(true);

    // Changed outside the server (SQL): the answer it read stands until it is a second old...
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('an operator secret') })
      .where(demoAdmin);
    now = 999;
    expect(await watch.untouched()).toBe(true);
    // ...then the database is asked again.
    now = 1000;
    expect(await watch.untouched()).toBe(false);
  }, 30_000);

  it('asks the database at once after recheck() (a write through the API)', async () => {
    await database.db.delete(users).where(demoAdmin);
    await seedDemoUsers(database.db);
    const watch = await watchDemoAdmin(database.db, { recheckMs: 60_000, now: () => 0 });
    expect(await watch.untouched()).toBe(true);
    await database.db.delete(users).where(demoAdmin);
    expect(await watch.untouched()).toBe(true);
    watch.recheck();
    expect(await watch.untouched()).toBe(false);
  }, 30_000);

  it('does not let a read begun before recheck() answer the asks made after it', async () => {
    await seedDemoUsers(database.db);
    const watch = await watchDemoAdmin(database.db, { recheckMs: 60_000, now: () => 0 });
    // A read under way (it may have begun before the write it is told about)...
    const before = watch.untouched();
    await database.db.delete(users).where(demoAdmin);
    watch.recheck();
    // ...is not shared with an ask after the write, which reads again.
    const after = watch.untouched();
    expect(after).not.toBe(before);
    expect(await after).toBe(false);
    await before;
    // Nor does it confirm its answer for later asks.
    expect(await watch.untouched()).toBe(false);
  }, 30_000);
});

describe('an instance without the demo admin', () => {
  it('answers false without asking the database again', async () => {
    const database = await openTestDatabase('pglite');
    try {
      await database.migrate();
      const watch = await watchDemoAdmin(database.db);
      expect(await watch.untouched()).toBe(false);
      await database.close();
      // Closed: a read would fail; none is made, and the answer stays.
      expect(await watch.untouched()).toBe(false);
    } finally {
      await database.close().catch(() => {});
    }
  }, 30_000);
});
