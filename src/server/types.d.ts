import type { SiteConfig } from '../common/sites';
import type { Database, Db } from './db/client';
import type { Env } from './env';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: Database;
    db: Db;
  }
  interface FastifyRequest {
    /** The site this request is for, resolved from its Host header (plugins/site.ts). */
    site: SiteConfig;
  }
}
