import { randomBytes } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { outbox } from '../../db/schema';
import { uniqueEmail } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { TEST_DIALECTS, type TestDialect } from '../../test/test-database';
import { currentTotp } from '../../auth/totp';
import { fieldCodes } from '../../test/field-codes';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.info('TEST_REDIS_URL is not set: the limits suite runs on the memory store only.');

type Setup = { dialect: TestDialect; store: 'memory' | 'redis' };
const SETUPS: Setup[] = [
  ...TEST_DIALECTS.map((dialect) => ({ dialect, store: 'memory' as const })),
  ...(REDIS_URL ? [{ dialect: 'pglite' as const, store: 'redis' as const }] : []),
];

const LIMITS = {
  AUTH_RATE_LIMIT: '10',
  AUTH_ACCOUNT_FAILURE_LIMIT: '10',
  AUTH_LOCKOUT_MINUTES: '15',
  TOTP_FAILURE_LIMIT: '5',
  MAIL_PER_ADDRESS_LIMIT: '3',
  // Sequential requests here; the concurrency share has its own test (flood.test.ts).
  AUTH_CONCURRENT_PER_IP: '100',
};

let ipCounter = 0;
/** A fresh client address per call (10.x.y.z), so tests do not spend each other's per-IP budget. */
const nextIp = () => {
  const n = ++ipCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** Six digits that are not the code of the current step or either neighbour. */
function wrongCode(secret: string): string {
  const right = Number(currentTotp(secret));
  return String((right + 500_000) % 1_000_000).padStart(6, '0');
}

describe.each(SETUPS)('auth limits on $dialect with the $store store', ({ dialect, store }) => {
  let app: App;
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    const redisEnv: Record<string, string> =
      store === 'redis' ? { REDIS_URL: REDIS_URL!, REDIS_KEY_PREFIX: prefix } : {};
    app = await buildTestApp({ dialect, env: { ...LIMITS, ...redisEnv } });
  });
  afterAll(async () => app?.close());

  const signIn = (email: string, password: string, opts: { ip?: string; xff?: string; totpCode?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: opts.ip ?? nextIp(),
      headers: opts.xff ? { 'x-forwarded-for': opts.xff } : {},
      payload: { email, password, ...(opts.totpCode ? { totpCode: opts.totpCode } : {}) },
    });
  const forgot = (email: string, ip = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: ip, payload: { email } });

  async function signUp() {
    const email = uniqueEmail('limits');
    const password = 'correct horse battery';
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextIp(),
      payload: { name: 'Limits', email, password },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ userId: string; accessToken: string }>();
    return { id: body.userId, email, password, headers: { authorization: `Bearer ${body.accessToken}` } };
  }

  function expectTooMany(res: Awaited<ReturnType<typeof signIn>>, maxSeconds: number) {
    expect(res.statusCode).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
    expect(res.json()).toEqual({
      error: 'Too Many Requests',
      code: 'tooManyTries',
      message: 'Too many tries. Please wait a few minutes and try again.',
    });
  }

  it('a different X-Forwarded-For on each try does not help: the 11th sign-in for one account is 429', async () => {
    const user = await signUp();
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 1; i <= 12; i++) {
      statuses.push((await signIn(user.email, 'wrong password', { ip, xff: `203.0.113.${i}` })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    // Locked for every address, even with the right password, for minutes (not hours).
    expectTooMany(await signIn(user.email, user.password), 15 * 60);
    const other = await signUp();
    expect((await signIn(other.email, other.password)).statusCode).toBe(200);
  });

  it('limits many e-mails from one IP on sign-in, forgot-password and sign-up, each route apart', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++)
      expect((await signIn(uniqueEmail('many'), 'wrong password', { ip })).statusCode).toBe(401);
    const limited = await signIn(uniqueEmail('many'), 'wrong password', { ip });
    expectTooMany(limited, 15 * 60);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);

    for (let i = 0; i < 10; i++) expect((await forgot(uniqueEmail('many'), ip)).statusCode).toBe(200);
    expectTooMany(await forgot(uniqueEmail('many'), ip), 15 * 60);

    const register = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: ip,
        payload: { name: 'X', email: uniqueEmail('many'), password: 'short' },
      });
    // Bad input counts too: the count comes before validation.
    for (let i = 0; i < 10; i++) expect((await register()).statusCode).toBe(400);
    expectTooMany(await register(), 15 * 60);

    expect((await signIn(uniqueEmail('elsewhere'), 'wrong password')).statusCode).toBe(401);
  });

  it('locks one e-mail tried from many IPs, known or not; a success in between starts the count over', async () => {
    const user = await signUp();
    for (let i = 0; i < 9; i++) expect((await signIn(user.email, 'wrong password')).statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(user.email, 'wrong password')).statusCode).toBe(401);
    expectTooMany(await signIn(user.email, 'wrong password'), 15 * 60);

    // An address without an account locks the same way, so the lock-out reveals nothing.
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 10; i++) expect((await signIn(ghost, 'wrong password')).statusCode).toBe(401);
    expectTooMany(await signIn(ghost, 'wrong password'), 15 * 60);
    // 32 password checks one after another: on busy cores that took more than the default 30 s.
  }, 120_000);

  it('lets no more than the limit through when the tries for one e-mail arrive all at once', async () => {
    const user = await signUp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => signIn(user.email, 'wrong password')));
    const statuses = answers.map((a) => a.statusCode);
    // Each try is counted before its hash, so at most 10 are ever checked; the others are 429
    // (or 503 where the hashing queue was full at that moment).
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.every((s) => s === 401 || s === 429 || s === 503)).toBe(true);
    expectTooMany(await signIn(user.email, user.password), 15 * 60);
  });

  it('counts wrong current passwords on the account page like failed sign-ins', async () => {
    const user = await signUp();
    const change = (currentPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: user.headers,
        payload: { currentPassword, newPassword: 'a brand new password' },
      });
    for (let i = 0; i < 10; i++) expect((await change('not my password')).statusCode).toBe(400);
    expectTooMany(await change(user.password), 15 * 60);
    expectTooMany(await signIn(user.email, user.password), 15 * 60);
  });

  it('limits wrong TOTP codes per account, at sign-in and on /api/account/totp/*', async () => {
    const user = await signUp();
    const setup = await app.inject({ method: 'POST', url: '/api/account/totp/setup', headers: user.headers });
    const { secret } = setup.json<{ secret: string }>();
    const enable = (code: string) =>
      app.inject({ method: 'POST', url: '/api/account/totp/enable', headers: user.headers, payload: { code } });
    expect((await enable(currentTotp(secret))).statusCode).toBe(200);

    for (let i = 0; i < 5; i++) {
      const res = await signIn(user.email, user.password, { totpCode: wrongCode(secret) });
      expect(res.statusCode).toBe(401);
      expect(fieldCodes(res.json())).toEqual({ totpCode: 'totpInvalid' });
    }
    // Even the right code is refused now, from any IP, and so is turning two-step sign-in off.
    expectTooMany(await signIn(user.email, user.password, { totpCode: currentTotp(secret) }), 15 * 60);
    const disable = await app.inject({
      method: 'POST',
      url: '/api/account/totp/disable',
      headers: user.headers,
      payload: { code: currentTotp(secret) },
    });
    expect(disable.statusCode).toBe(429);

    // Guessing the code while turning it on counts the same.
    const other = await signUp();
    const otherSetup = await app.inject({ method: 'POST', url: '/api/account/totp/setup', headers: other.headers });
    const otherSecret = otherSetup.json<{ secret: string }>().secret;
    const enableOther = (code: string) =>
      app.inject({ method: 'POST', url: '/api/account/totp/enable', headers: other.headers, payload: { code } });
    for (let i = 0; i < 5; i++) expect((await enableOther(wrongCode(otherSecret))).statusCode).toBe(400);
    expect((await enableOther(currentTotp(otherSecret))).statusCode).toBe(429);
  });

  it('120 reset requests to one address, from 120 IPs, mail it at most 3 times', async () => {
    const user = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 120; i++) statuses.push((await forgot(user.email)).statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(117);
    const mails = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, user.email), like(outbox.text, '%/reset-password?token=%')));
    expect(mails).toHaveLength(3);
    // Another address is not held back.
    expect((await forgot((await signUp()).email)).statusCode).toBe(200);
  });

  it('limits verification re-sends per address', async () => {
    const user = await signUp();
    const resend = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/account/verify-email', headers });
    for (let i = 0; i < 3; i++) expect((await resend(user.headers)).statusCode).toBe(200);
    expectTooMany(await resend(user.headers), 60 * 60);
    const mails = await app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, user.email), like(outbox.text, '%/verify-email?token=%')));
    expect(mails).toHaveLength(1 + 3); // the one sent at sign-up, and three re-sends
    expect((await resend((await signUp()).headers)).statusCode).toBe(200);
  });

  it.runIf(store === 'redis')('keeps the counters in Redis, under REDIS_KEY_PREFIX', async () => {
    const client = createClient({ url: REDIS_URL! });
    await client.connect();
    try {
      const keys = await client.keys(`${prefix}limit:*`);
      expect(keys.some((k) => k.startsWith(`${prefix}limit:account:`))).toBe(true);
      expect(keys.some((k) => k.startsWith(`${prefix}limit:mail:reset:`))).toBe(true);
    } finally {
      await client.close();
    }
  });
});
