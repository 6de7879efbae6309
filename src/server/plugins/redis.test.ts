import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { uniqueEmail } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.info('TEST_REDIS_URL is not set: the shared rate-limit suite is skipped.');

describe('start-up with REDIS_URL', () => {
  it('stops with a message naming REDIS_URL when Redis does not answer', async () => {
    await expect(buildTestApp({ env: { REDIS_URL: 'redis://:secret@127.0.0.1:1' } })).rejects.toThrow(
      /REDIS_URL: cannot connect to redis:\/\/:\*\*\*@127\.0\.0\.1:1/,
    );
  });
});

describe.skipIf(!REDIS_URL)('rate limits shared through Redis', () => {
  // Two server processes behind one Redis, as in a deployment that outgrew one machine.
  let first: App;
  let second: App;
  beforeAll(async () => {
    // A prefix of its own, so counters of earlier runs (15-minute windows) do not count here.
    const env = {
      REDIS_URL: REDIS_URL!,
      REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
      AUTH_RATE_LIMIT: '3',
      AUTH_ACCOUNT_FAILURE_LIMIT: '3',
    };
    [first, second] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  const tryFrom = (app: App, ip: string, email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: ip,
      payload: { email, password: 'wrong password' },
    });

  it('counts sign-in tries from one IP made on either server against the same limit', async () => {
    const ip = '10.9.0.1';
    expect((await tryFrom(first, ip, uniqueEmail('a'))).statusCode).toBe(401);
    expect((await tryFrom(second, ip, uniqueEmail('b'))).statusCode).toBe(401);
    expect((await tryFrom(first, ip, uniqueEmail('c'))).statusCode).toBe(401);
    const limited = await tryFrom(second, ip, uniqueEmail('d'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(limited.json()).toMatchObject({ code: 'tooManyTries' });
    expect((await tryFrom(first, ip, uniqueEmail('e'))).statusCode).toBe(429);
    // Another IP is not held back.
    expect((await tryFrom(first, '10.9.0.2', uniqueEmail('f'))).statusCode).toBe(401);
  });

  it("counts one e-mail's failures from any IP on either server", async () => {
    const email = uniqueEmail('shared-account');
    expect((await tryFrom(first, '10.9.1.1', email)).statusCode).toBe(401);
    expect((await tryFrom(second, '10.9.1.2', email)).statusCode).toBe(401);
    expect((await tryFrom(first, '10.9.1.3', email)).statusCode).toBe(401);
    expect((await tryFrom(second, '10.9.1.4', email)).statusCode).toBe(429);
  });
});
