import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { registerUser, uniqueEmail } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { hashingStats, setTestPasswordCost } from '../../auth/password';

interface Answer {
  status: number;
  retryAfter: string | undefined;
}

/**
 * The flood and the real user come over real loopback sockets. node:http rather than fetch
 * because only it can pick the source address: the attacker is 127.0.0.1, the user 127.0.0.2
 * (all of 127/8 is loopback on Linux), and the server sees them as two clients.
 */
function post(port: number, path: string, body: unknown, localAddress: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const retryAfter = res.headers['retry-after'];
          resolve({
            status: res.statusCode ?? 0,
            retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
          });
        });
      },
    );
    req.setTimeout(20_000, () => req.destroy(new Error(`no answer to ${path} within 20 s`)));
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('a flood of 50 concurrent bad sign-ins', () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    // The queue only fills when each hash takes its real time.
    setTestPasswordCost(false);
    app = await buildTestApp({
      // The defaults, spelled out: buildTestApp relaxes the limits for other suites.
      env: { AUTH_RATE_LIMIT: '10', AUTH_CONCURRENT_PER_IP: '1', HASH_CONCURRENCY: '2', HASH_QUEUE_LIMIT: '8' },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app?.close();
    // Unisolated files share the module: the next one starts with cheap hashes again.
    setTestPasswordCost(true);
  });

  it('degrades into 429/503 while a real sign-in from another address never waits behind it', async () => {
    const user = await registerUser(app);
    // Warm up once (the first miss also builds the comparison hash for unknown e-mails).
    expect(
      (await post(port, '/api/auth/login', { email: uniqueEmail('warm'), password: 'wrong password' }, '127.0.0.3'))
        .status,
    ).toBe(401);

    const flood = Array.from({ length: 50 }, () =>
      post(port, '/api/auth/login', { email: uniqueEmail('flood'), password: 'wrong password' }, '127.0.0.1'),
    );
    await until(() => hashingStats().running > 0);

    // Not starved, whatever the machine's speed: while the user's sign-in is in flight, nothing ever
    // waits for the password hashing (the attacker's address may hash one at a time, its other
    // tries are turned away), so the user's hash starts at once.
    let mostWaiting = 0;
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        mostWaiting = Math.max(mostWaiting, hashingStats().waiting);
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const real = await post(port, '/api/auth/login', { email: user.email, password: user.password }, '127.0.0.2');
    watching = false;
    await watcher;
    expect(real.status).toBe(200);
    expect(mostWaiting).toBe(0);

    const answers = await Promise.all(flood);
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect(count(401) + count(429) + count(503)).toBe(50);
    // At most AUTH_RATE_LIMIT of them were even looked at; the rest were refused before any hashing.
    expect(count(401) + count(503)).toBeLessThanOrEqual(10);
    expect(count(429)).toBeGreaterThanOrEqual(40);
    // This address may hash one at a time; its other tries are told to come back shortly.
    expect(count(503)).toBeGreaterThan(0);
    for (const a of answers.filter((x) => x.status !== 401)) expect(Number(a.retryAfter)).toBeGreaterThan(0);
  });

  it('answers a flood from many addresses with quick 503s once the hashing queue is full', async () => {
    const flood = Array.from({ length: 50 }, (_, i) =>
      post(port, '/api/auth/login', { email: uniqueEmail('wide'), password: 'wrong password' }, `127.0.1.${i + 1}`),
    );
    // Watch the queue while the flood runs: it must never hold more than its limits.
    let peak = { running: 0, waiting: 0 };
    let watching = true;
    const watcher = (async () => {
      while (watching) {
        const now = hashingStats();
        peak = { running: Math.max(peak.running, now.running), waiting: Math.max(peak.waiting, now.waiting) };
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const answers = await Promise.all(flood);
    watching = false;
    await watcher;
    const busy = answers.filter((a) => a.status === 503);
    // Two hashing, eight waiting: everything beyond that is refused at once. How many get
    // refused depends on how fast the 50 arrive (a loaded machine spreads them out and the
    // queue drains in between), so the bound is on the queue, not on the count of 401s.
    expect(peak.running).toBeLessThanOrEqual(2);
    expect(peak.waiting).toBeLessThanOrEqual(8);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status === 401).length + busy.length).toBe(50);
    for (const a of busy) expect(a.retryAfter).toBe('1');
    expect(hashingStats()).toEqual({ running: 0, waiting: 0 });
  });
});
