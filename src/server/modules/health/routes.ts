import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/health';
import { route } from '../../plugins/contract-route';
import { within } from '../../security/limiter';
import { HttpError } from '../../http-error';
import { freeBytes } from './free-space';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, api.health, {}, async () => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      app.log.error({ err }, 'health check: database did not answer');
      // A deliberate 503 keeps its code (plugins/errors.ts): the balancer takes this process out.
      throw new HttpError(503, 'busy');
    }
    // Low space and no Redis still serve (reads work; limits fall back to this process), so the
    // process stays in rotation (200) and says degraded for monitoring to notice.
    const storage = await storageState();
    const redis = app.redis ? await redisState(app.redis) : undefined;
    const status = storage === 'low' || redis === 'down' ? ('degraded' as const) : ('ok' as const);
    // DESIGN.md promises {"status":"ok"} when all is well: storage is named only when low.
    const instance = app.env.INSTANCE_ID;
    return {
      status,
      ...(storage === 'low' ? { storage } : {}),
      ...(redis ? { redis } : {}),
      ...(instance ? { instance } : {}),
    };
  });

  const storageState = async (): Promise<'ok' | 'low'> => {
    try {
      const free = await freeBytes(app.env.DATA_DIR);
      if (free >= app.env.STORAGE_MIN_FREE_MB * 1024 * 1024) return 'ok';
      app.log.warn({ freeBytes: free, dataDir: app.env.DATA_DIR }, 'health check: the data folder is low on space');
      return 'low';
    } catch (err) {
      // Not known is not low: a file system that cannot say must not take the process out.
      app.log.warn({ err }, 'health check: free space of the data folder not known');
      return 'ok';
    }
  };

  const redisState = async (redis: NonNullable<typeof app.redis>): Promise<'up' | 'down'> => {
    try {
      await within(redis.ping(), app.env.REDIS_TIMEOUT_MS, 'redis');
      return 'up';
    } catch (err) {
      app.log.warn({ err }, 'health check: redis did not answer');
      return 'down';
    }
  };
};
