import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { login, uniqueEmail } from '../test/accounts';
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
    const env = { REDIS_URL: REDIS_URL!, AUTH_RATE_LIMIT: '3' };
    [first, second] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts sign-in tries made on either server against the same limit', async () => {
    const email = uniqueEmail('shared-limit');
    expect((await login(first, email, 'wrong password')).statusCode).toBe(401);
    expect((await login(second, email, 'wrong password')).statusCode).toBe(401);
    expect((await login(first, email, 'wrong password')).statusCode).toBe(401);
    const limited = await login(second, email, 'wrong password');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(limited.json()).toMatchObject({ message: 'auth.error.tooManyTries' });
    expect((await login(first, email, 'wrong password')).statusCode).toBe(429);
  });

  it('keeps each e-mail and each limited route apart', async () => {
    const email = uniqueEmail('apart');
    for (let i = 0; i < 3; i++) expect((await login(first, email, 'wrong password')).statusCode).toBe(401);
    expect((await login(second, email, 'wrong password')).statusCode).toBe(429);
    // Another address from the same IP, and forgot-password for the limited address, still work.
    expect((await login(second, uniqueEmail('other'), 'wrong password')).statusCode).toBe(401);
    const forgot = await second.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(forgot.statusCode).toBe(200);
  });
});
