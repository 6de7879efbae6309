import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis, type RedisClient } from '../../redis/client';
import { openTestDatabase } from '../../test/test-database';
import { scheduleCleanup } from './cleanup';

const REDIS_URL = process.env.TEST_REDIS_URL;
if (!REDIS_URL) console.info('TEST_REDIS_URL is not set: the clean-up lease suite is skipped.');

/*
 * Issue #38: in a cluster the hourly clean-up runs on one process, not on each. Each "process"
 * here is a Fastify instance with the clean-up scheduled as the server does, its own Redis
 * connection and database, and a sweep that counts its runs.
 */
describe.skipIf(!REDIS_URL)('the hourly clean-up across processes', () => {
  const opened: { app: FastifyInstance; redis: RedisClient | null }[] = [];
  // One database for all: as in a cluster, and opening one per process is what costs here.
  const database = openTestDatabase('pglite');
  afterAll(async () => {
    for (const p of opened) {
      await p.app.close();
      p.redis?.destroy();
    }
    await (await database).close();
  });

  async function startProcess(prefix: string | null, name: string) {
    const app = Fastify();
    const redis = prefix === null ? null : await openRedis({ url: REDIS_URL!, onError: () => {} });
    app.decorate('env', { INSTANCE_ID: name, REDIS_KEY_PREFIX: prefix ?? '' } as never);
    app.decorate('redis', redis as never);
    app.decorate('realtime', { endSessions: () => {} } as never);
    const runs = { count: 0 };
    scheduleCleanup(app, (await database).db, app.log, [
      async () => {
        runs.count++;
        return {};
      },
    ]);
    opened.push({ app, redis });
    await app.ready();
    return runs;
  }

  it('sweeps on one of two processes sharing Redis, and on each without it', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const [a, b] = await Promise.all([startProcess(prefix, 'one'), startProcess(prefix, 'two')]);
    expect(a.count + b.count).toBe(1);
    // Another deployment on the same Redis (its own prefix) has its own lease.
    expect((await startProcess(`other-${prefix}`, 'three')).count).toBe(1);
    // No Redis: nothing to agree through, each process sweeps.
    expect((await startProcess(null, 'four')).count).toBe(1);
  }, 120_000);
});
