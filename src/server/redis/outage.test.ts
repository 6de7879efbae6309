import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { registerUser, uniqueEmail } from '../test/accounts';
import { buildTestApp } from '../test/build-test-app';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.info('TEST_REDIS_URL is not set: the Redis outage suite is skipped.');

/**
 * A TCP proxy between the app and Redis that the test can break: `freeze` keeps the connection
 * open but lets nothing through (a hung server or a dead network path), `cut` closes it and
 * refuses new ones (Redis gone), `start` listens again on the same port.
 */
class CuttableProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private frozen = false;
  port = 0;
  /** Chunks the app sent to Redis while frozen: each one a question that never got its answer. */
  unanswered = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.frozen = false;
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        this.sockets.add(from);
        from.on('data', (chunk) => {
          if (!this.frozen) to.write(chunk);
          else if (from === client) this.unanswered += 1;
        });
        from.on('error', () => to.destroy());
        from.on('close', () => {
          this.sockets.delete(from);
          to.destroy();
        });
      }
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
  }

  freeze(): void {
    this.frozen = true;
  }

  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!REDIS_URL)('when Redis goes away while the server runs', () => {
  let app: App;
  let proxy: CuttableProxy;
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    const target = new URL(REDIS_URL!);
    proxy = new CuttableProxy({ host: target.hostname, port: Number(target.port || 6379) });
    await proxy.start();
    app = await buildTestApp({
      env: {
        REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
        REDIS_KEY_PREFIX: prefix,
        REDIS_TIMEOUT_MS: '500',
        AUTH_ACCOUNT_FAILURE_LIMIT: '3',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.cut();
  });

  const signIn = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const health = () => app.inject({ method: 'GET', url: '/api/health' });

  // No clock here: a frozen Redis never answers, so an answer that arrives while it is frozen
  // did not wait for Redis; a request that did wait would hang until the test's own timeout.
  it('keeps answering sign-in, sign-up and forgot-password without Redis, says degraded, and recovers', async () => {
    const user = await registerUser(app);
    expect((await health()).json()).toEqual({ status: 'ok', redis: 'up' });
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);

    // A Redis that accepts the connection and never answers.
    proxy.freeze();
    const frozen = await signIn(user.email, user.password);
    expect(frozen.statusCode).toBe(200);
    // The sign-in did ask Redis, and answered on the fallback (ADR 0006) without Redis's reply.
    expect(proxy.unanswered).toBeGreaterThan(0);
    const frozenHealth = await health();
    expect(frozenHealth.statusCode).toBe(200);
    expect(frozenHealth.json()).toEqual({ status: 'degraded', redis: 'down' });

    // Redis gone: connections closed, new ones refused.
    await proxy.cut();
    expect((await signIn(user.email, 'wrong password')).statusCode).toBe(401);
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'During outage', email: uniqueEmail('outage'), password: 'a good password' },
    });
    expect(signUp.statusCode).toBe(201);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect((await health()).json()).toEqual({ status: 'degraded', redis: 'down' });

    // The limits still hold meanwhile, counted in this process (ADR 0006).
    const target = uniqueEmail('held');
    for (let i = 0; i < 3; i++) expect((await signIn(target, 'wrong password')).statusCode).toBe(401);
    expect((await signIn(target, 'wrong password')).statusCode).toBe(429);

    // Back: health says so once the client has reconnected, and counters go to Redis again.
    await proxy.start();
    await until(async () => (await health()).json<{ status: string }>().status === 'ok', 20_000);
    expect((await health()).json()).toEqual({ status: 'ok', redis: 'up' });
    const after = uniqueEmail('after');
    expect((await signIn(after, 'wrong password')).statusCode).toBe(401);
    const direct = createClient({ url: REDIS_URL! });
    await direct.connect();
    try {
      expect(Number(await direct.get(`${prefix}limit:account:${after}`))).toBe(1);
    } finally {
      await direct.close();
    }
  });
});
