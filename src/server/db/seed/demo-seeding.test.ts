import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { parseEnv } from '../../env';
import { hashPassword } from '../../auth/password';
import { login } from '../../test/accounts';
import { buildTestApp, makeWebDist } from '../../test/build-test-app';
import { openTestDatabase } from '../../test/test-database';
import { users } from '../schema';
import { DEMO_INSTRUCTORS, DEMO_LEARNERS } from './demo-academy-texts';
import { DEMO_SELLERS } from './demo-listings';
import { seedDemoUsers } from './demo-users';
import { seedBaseData } from '.';
import { describeDialects } from '../../test/describe-dialects';

const bootstrapOf = (html: string) =>
  JSON.parse(/<script[^>]*id="bootstrap"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    runtime: { demoAccounts: boolean };
  };

const emails = async (app: App) => (await app.db.select({ email: users.email }).from(users)).map((r) => r.email).sort();

const demoWarningOnLogin = async (app: App) =>
  bootstrapOf((await app.inject({ method: 'GET', url: '/login' })).body).runtime.demoAccounts;

/** The server as `npm start` runs it on a fresh DATA_DIR (PGlite files), with its log kept. */
async function startOnDataDir(dataDir: string) {
  let log = '';
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      log += chunk.toString();
      done();
    },
  });
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, WEB_DIST_DIR: makeWebDist() });
  const app = await buildApp({ env, logger: { level: 'warn', stream } });
  await app.ready();
  return { app, log: () => log };
}

/** The two accounts to sign in with, the owners of demo listings and the Academy's teachers and learners (no password). */
const DEMO_ACCOUNTS = [
  'admin@demo.test',
  'member@demo.test',
  ...[...DEMO_SELLERS, ...DEMO_INSTRUCTORS, ...DEMO_LEARNERS].map((s) => s.email),
].sort();

// The two tests that seed the whole demo (a year of shop, fleet and academy history; on a new
// DATA_DIR also every site's listings and pictures) wait up to 120 s: far less on a quiet
// machine, but it passed 60 s while end-to-end browsers shared the two cores.
describe('demo accounts on a quick start (PGlite under DATA_DIR)', () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('are seeded into the empty database, said loudly, and never come back once deleted', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'demo-seed-'));
    const first = await startOnDataDir(dataDir);
    app = first.app;
    expect(await emails(app)).toEqual(DEMO_ACCOUNTS);
    expect(first.log()).toMatch(/DEMO INSTANCE: the demo admin exists/);
    expect(await demoWarningOnLogin(app)).toBe(true);

    // The operator deletes the demo admin (SQL, outside the API): the sign-in page stops warning
    // within DEMO_ADMIN_RECHECK_MS.
    await app.db.delete(users).where(eq(users.email, 'admin@demo.test'));
    const running = app;
    await expect.poll(() => demoWarningOnLogin(running), { timeout: 15_000 }).toBe(false);
    await app.close();

    const second = await startOnDataDir(dataDir);
    app = second.app;
    expect(await emails(app)).toEqual(DEMO_ACCOUNTS.filter((e) => e !== 'admin@demo.test'));
    expect(second.log()).not.toMatch(/DEMO INSTANCE|seeded the demo accounts/);
    expect(await demoWarningOnLogin(app)).toBe(false);
  }, 120_000);
});

describeDialects('demo seeding policy on %s', (dialect) => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('seeds nothing in production with DATABASE_URL unless SEED_DEMO=true', async () => {
    // SEED_DEMO '' is unset (parseEnv drops empty values); the database itself is the test one.
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.internal/app' };
    app = await buildTestApp({ dialect, env: { ...production, SEED_DEMO: '' } });
    expect(await emails(app)).toEqual([]);
    expect(await demoWarningOnLogin(app)).toBe(false);
    await app.close();

    app = await buildTestApp({ dialect, env: { ...production, SEED_DEMO: 'true' } });
    expect(await emails(app)).toEqual(DEMO_ACCOUNTS);
    expect(await demoWarningOnLogin(app)).toBe(true);
  }, 120_000);

  /**
   * A server on a database that holds the demo accounts (and nothing else of the demo: the
   * warning is about the accounts, and a year of shop and fleet history is seconds of CPU).
   */
  async function startWithDemoAccounts(env: Record<string, string> = {}) {
    const database = await openTestDatabase(dialect);
    await database.migrate();
    await seedBaseData(database.db);
    await seedDemoUsers(database.db);
    const started = await buildApp({
      env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: makeWebDist(), ...env }),
      database,
    });
    await started.ready();
    return started;
  }

  it('stops warning once the demo admin password is changed in the database', async () => {
    app = await startWithDemoAccounts();
    expect(await demoWarningOnLogin(app)).toBe(true);
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword('a-new-secret-password') })
      .where(sql`lower(${users.email}) = 'admin@demo.test'`);
    const running = app;
    await expect.poll(() => demoWarningOnLogin(running), { timeout: 15_000 }).toBe(false);
  }, 60_000);

  it('stops warning on the very next page once the demo admin changes its password in the app', async () => {
    // Never read again by time here: only the write through the API can make the notice go.
    app = await startWithDemoAccounts({ DEMO_ADMIN_RECHECK_MS: '60000' });
    expect(await demoWarningOnLogin(app)).toBe(true);
    const signIn = await login(app, 'admin@demo.test', 'demo-admin-password');
    expect(signIn.statusCode).toBe(200);
    const changed = await app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { authorization: `Bearer ${signIn.json().accessToken}` },
      payload: { currentPassword: 'demo-admin-password', newPassword: 'a-new-secret-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await demoWarningOnLogin(app)).toBe(false);
  }, 60_000);

  it('never seeds a database that already has users, even with SEED_DEMO=true', async () => {
    const database = await openTestDatabase(dialect);
    await database.migrate();
    await database.db.insert(users).values({ email: 'owner@example.org', name: 'Owner', passwordHash: 'x' });
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'true', WEB_DIST_DIR: makeWebDist() });
    app = await buildApp({ env, database });
    await app.ready();
    expect(await emails(app)).toEqual(['owner@example.org']);
    expect(await demoWarningOnLogin(app)).toBe(false);
  }, 60_000);
});
