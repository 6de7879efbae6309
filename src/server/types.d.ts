import type { SiteConfig } from '../common/sites';
import type { Database, Db } from './db/client';
import type { DemoAdminWatch } from './db/seed/demo-admin-watch';
import type { Env } from './env';
import type { RedisClient } from './redis/client';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
    /** Shared Redis when REDIS_URL is set (plugins/redis.ts), else null. */
    redis: RedisClient | null;
    /** Whether the demo admin still has its published password (plugins/db.ts). */
    demoAdmin: DemoAdminWatch;
  }
  interface FastifyRequest {
    /** The site this request is for, resolved from its Host header (plugins/site.ts). */
    site: SiteConfig;
  }
}
