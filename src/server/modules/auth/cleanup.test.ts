import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { accountTokens, sessions, users } from '../../db/schema';
import { parseEnv } from '../../env';
import { makeWebDist } from '../../test/build-test-app';
import { openTestDatabase } from '../../test/test-database';
import { deleteExpired } from './cleanup';
import { describeDialects } from '../../test/describe-dialects';

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

describeDialects('cleanup of expired sessions and tokens on %s', (dialect) => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('runs when the server starts: deletes what expired, keeps what lives', async () => {
    const database = await openTestDatabase(dialect);
    await database.migrate();
    const db = database.db;
    const [user] = await db
      .insert(users)
      .values({ email: 'clean@example.test', name: 'C', passwordHash: 'x' })
      .returning();
    const userId = user!.id;
    const session = (name: string, expiresAt: Date) => ({
      signInId: randomUUID(),
      userId,
      kind: 'access' as const,
      tokenHash: name,
      expiresAt,
    });
    await db.insert(sessions).values([session('expired', at(-HOUR)), session('live', at(HOUR))]);
    const token = (name: string, expiresAt: Date, usedAt: Date | null = null) => ({
      userId,
      purpose: 'password-reset' as const,
      tokenHash: name,
      email: 'clean@example.test',
      expiresAt,
      usedAt,
    });
    await db.insert(accountTokens).values([
      token('expired-two-days', at(-48 * HOUR)),
      token('used-two-days', at(HOUR), at(-48 * HOUR)),
      token('expired-an-hour', at(-HOUR)), // kept a day
      token('used-an-hour', at(HOUR), at(-HOUR)), // kept a day
      token('open', at(HOUR)),
    ]);

    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST_DIR: makeWebDist() });
    app = await buildApp({ env, database });
    await app.ready();

    const sessionNames = (await app.db.select({ n: sessions.tokenHash }).from(sessions)).map((r) => r.n);
    expect(sessionNames).toEqual(['live']);
    const tokenNames = (await app.db.select({ n: accountTokens.tokenHash }).from(accountTokens)).map((r) => r.n).sort();
    expect(tokenNames).toEqual(['expired-an-hour', 'open', 'used-an-hour']);

    // A later run (the hourly one) deletes what has expired since, and nothing else.
    const result = await deleteExpired(app.db, at(24.5 * HOUR));
    expect(result).toEqual({ sessions: 1, tokens: 2 });
    const left = (await app.db.select({ n: accountTokens.tokenHash }).from(accountTokens)).map((r) => r.n);
    expect(left).toEqual(['open']); // expired 23.5 h before: still within its day
  });
});
