import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { users } from './schema';
import { DEMO_USERS, seedDemoUsers } from './seed/demo-users';
import { seedBaseData } from './seed';
import { abilitySourceFor } from '../auth/abilities';
import { verifyPassword } from '../auth/password';
import { describeDialects } from '../test/describe-dialects';

describeDialects('database on %s', (dialect) => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('applies the migrations to an empty database, and again without change', async () => {
    database = await openTestDatabase(dialect, { empty: true });
    await database.migrate();
    await database.migrate();
    const tables = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = (tables as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
    expect(names).toContain('users');
  });

  it('refuses a second account with the same e-mail in other letter case', async () => {
    database = await openTestDatabase(dialect);
    await database.migrate();
    await database.db.insert(users).values({ email: 'Ann@Example.org', name: 'Ann', passwordHash: 'x' });
    await expect(
      database.db.insert(users).values({ email: 'ann@example.ORG', name: 'Ann 2', passwordHash: 'y' }),
    ).rejects.toThrow();
  });

  it('seeds the demo accounts once, with working passwords', async () => {
    database = await openTestDatabase(dialect);
    await database.migrate();
    await seedDemoUsers(database.db);
    await seedDemoUsers(database.db);
    const rows = await database.db.select().from(users);
    expect(rows.map((r) => r.email).sort()).toEqual(DEMO_USERS.map((u) => u.email).sort());
    const admin = rows.find((r) => r.email === 'admin@demo.test');
    expect(await verifyPassword('demo-admin-password', admin?.passwordHash ?? '')).toBe(true);
    expect(await verifyPassword('wrong', admin?.passwordHash ?? '')).toBe(false);
  });

  it('seeds the admin and member roles once, and gives the demo accounts theirs', async () => {
    database = await openTestDatabase(dialect);
    await database.migrate();
    // The roles as every start seeds them, twice; the demo accounts between (the rest of the
    // demo, a year of shop and fleet history, is not what this is about).
    await seedBaseData(database.db);
    await seedDemoUsers(database.db);
    await seedBaseData(database.db);
    const rows = await database.db.select().from(users);
    const byEmail = (e: string) => rows.find((r) => r.email === e)!.id;
    const admin = await abilitySourceFor(database.db, byEmail('admin@demo.test'));
    expect(admin.roles).toContain('admin');
    expect(admin.permissions).toContainEqual({ action: 'manage', subject: 'all', own: false });
    const member = await abilitySourceFor(database.db, byEmail('member@demo.test'));
    expect(member.roles).toEqual(['member']);
    expect(member.permissions).toContainEqual({ action: 'manage', subject: 'Listing', own: true });
    expect(member.permissions.some((p) => p.subject === 'AclDemo')).toBe(false);
  });
});
