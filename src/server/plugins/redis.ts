import fp from 'fastify-plugin';
import { openRedis, redactUrl, type RedisClient } from '../redis/client';

/**
 * Connects to Redis when REDIS_URL is set (several server processes then share rate-limit
 * counters, and later realtime rooms); `app.redis` is null on a single machine without it.
 */
export const redisPlugin = fp(
  async (app) => {
    const url = app.env.REDIS_URL;
    let client: RedisClient | null = null;
    if (url) {
      client = await openRedis({
        url,
        onError: (error) => app.log.warn({ err: error }, 'redis connection trouble; retrying'),
      });
      app.log.info({ redis: redactUrl(url) }, 'redis ready');
      const open = client;
      app.addHook('onClose', async () => {
        await open.close();
      });
    }
    app.decorate('redis', client);
  },
  { name: 'redis' },
);
