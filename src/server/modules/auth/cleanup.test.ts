import { randomUUID } from 'node:crypto';
import { afterEach, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { accountTokens, emailAttachments, emailMessages, sessions, users } from '../../db/schema';
import { parseEnv } from '../../env';
import { makeWebDist } from '../../test/build-test-app';
import { openTestDatabase } from '../../test/test-database';
import { deleteExpired } from './cleanup';
import { describeDialects } from '../../test/describe-dialects';

const HOUR = 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

describeDialects('cleanup of expired sessions, tokens and abandoned e-mail uploads on %s', (dialect) => {
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

    // E-mail uploads: one never sent and two days old (deleted), one an hour old (its draft may
    // still be open) and one as old but sent with a message (kept).
    const [message] = await db
      .insert(emailMessages)
      .values({ ownerId: userId, folder: 'sent', fromAddress: 'clean@example.test' })
      .returning();
    const upload = (name: string, createdAt: Date, messageId: string | null = null) => ({
      ownerId: userId,
      messageId,
      name,
      contentType: 'text/plain',
      size: 1,
      data: Buffer.from('x'),
      createdAt,
    });
    await db
      .insert(emailAttachments)
      .values([
        upload('abandoned', at(-48 * HOUR)),
        upload('fresh', at(-HOUR)),
        upload('sent', at(-48 * HOUR), message!.id),
      ]);

    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST_DIR: makeWebDist() });
    app = await buildApp({ env, database });
    await app.ready();

    const uploads = (await app.db.select({ n: emailAttachments.name }).from(emailAttachments)).map((r) => r.n).sort();
    expect(uploads).toEqual(['fresh', 'sent']);

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
