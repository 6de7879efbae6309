import type { SiteConfig } from '../common/sites';
import type { Database, Db } from './db/client';
import type { Env } from './env';
import type { RedisClient } from './redis/client';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    /** Shared Redis when REDIS_URL is set (plugins/redis.ts), else null. */
    redis: RedisClient | null;
  }
  interface FastifyRequest {
    /** The site this request is for, resolved from its Host header (plugins/site.ts). */
    site: SiteConfig;
  }
}
