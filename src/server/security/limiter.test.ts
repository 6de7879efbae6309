import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './limiter';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.info('TEST_REDIS_URL is not set: the Redis counter store suite is skipped.');

const redis = REDIS_URL ? createClient({ url: REDIS_URL }) : null;
afterAll(async () => {
  if (redis?.isOpen) await redis.close();
});

const stores: [string, () => Promise<CounterStore>][] = [
  ['memory', () => Promise.resolve(new MemoryCounterStore())],
  ...(redis
    ? [
        [
          'redis',
          async () => {
            if (!redis.isOpen) await redis.connect();
            return new RedisCounterStore(redis, `test-${randomBytes(6).toString('hex')}:`);
          },
        ] as [string, () => Promise<CounterStore>],
      ]
    : []),
];

/** Polls until `check` holds, for windows that must run out on their own (no fixed sleeps). */
async function until(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe.each(stores)('%s counter store', (_name, open) => {
  it('counts hits, peeks without counting, and forgets a cleared key', async () => {
    const store = await open();
    expect(await store.peek('a')).toEqual({ count: 0, resetInMs: 0 });
    expect((await store.hit('a', 60_000)).count).toBe(1);
    expect((await store.hit('a', 60_000)).count).toBe(2);
    const peeked = await store.peek('a');
    expect(peeked.count).toBe(2);
    expect(peeked.resetInMs).toBeGreaterThan(55_000);
    expect(peeked.resetInMs).toBeLessThanOrEqual(60_000);
    expect((await store.hit('b', 60_000)).count).toBe(1);
    await store.clear('a');
    expect((await store.peek('a')).count).toBe(0);
    expect((await store.peek('b')).count).toBe(1);
  });

  it('never extends a window with later hits, so a lock-out ends when its window does', async () => {
    const store = await open();
    const first = await store.hit('lock', 600);
    for (let i = 0; i < 5; i++) {
      const later = await store.hit('lock', 600);
      expect(later.resetInMs).toBeLessThanOrEqual(first.resetInMs);
    }
    await until(async () => (await store.peek('lock')).count === 0);
    expect((await store.hit('lock', 600)).count).toBe(1);
  });
});
