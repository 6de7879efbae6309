import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';
import { apiWritesChannel } from './api-writes';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.info('TEST_REDIS_URL is not set: the shared API-writes suite is skipped.');

/*
 * Issue #38: what a process keeps in memory from the database (the rendered page cache, the demo
 * admin check) is dropped on every process of a cluster when any of them takes a write.
 */
describe.skipIf(!REDIS_URL)('API writes told across processes through Redis', () => {
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  let first: App;
  let second: App;
  const heardByFirst: string[] = [];
  const heardBySecond: string[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL: REDIS_URL!, REDIS_KEY_PREFIX: prefix };
    [first, second] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
    first.apiWrites.subscribe((url) => heardByFirst.push(url));
    second.apiWrites.subscribe((url) => heardBySecond.push(url));
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('tells the other process of a write, and the writer only once', async () => {
    first.apiWrites.notify('/api/listings/one');
    await vi.waitFor(() => expect(heardBySecond).toContain('/api/listings/one'), { timeout: 5_000 });
    // The writer heard it at once, and not again when its own message came back from Redis.
    second.apiWrites.notify('/api/listings/two');
    await vi.waitFor(() => expect(heardByFirst).toContain('/api/listings/two'), { timeout: 5_000 });
    expect(heardByFirst.filter((u) => u === '/api/listings/one')).toHaveLength(1);
  });

  it('ignores what is not a message of ours on the channel', async () => {
    const before = heardBySecond.length;
    await first.redis!.publish(apiWritesChannel(prefix), 'not json');
    await first.redis!.publish(apiWritesChannel(prefix), JSON.stringify({ url: 42 }));
    await first.redis!.publish(apiWritesChannel(prefix), JSON.stringify({ from: 'elsewhere', url: '/api/last' }));
    await vi.waitFor(() => expect(heardBySecond).toContain('/api/last'), { timeout: 5_000 });
    expect(heardBySecond.slice(before)).toEqual(['/api/last']);
  });

  it('a write through the API of one process reaches the other', async () => {
    // Any successful write: signing up is one any visitor can make.
    const res = await first.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Shared Writes',
        email: `shared-${randomBytes(4).toString('hex')}@example.test`,
        password: 'a long enough password 1',
      },
    });
    expect(res.statusCode).toBeLessThan(400);
    await vi.waitFor(() => expect(heardBySecond).toContain('/api/auth/register'), { timeout: 5_000 });
  });
});
