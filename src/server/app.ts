import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { config as zodConfig } from 'zod/mini';
import { en as zodEnglish } from 'zod/locales';
import type { Database } from './db/client';
import type { Env } from './env';
import type { PageRenderer } from '../common/ssr';
import { isDevFileUrl, type DevWeb } from './web/dev-vite';
import { apiRoutes } from './api';
import { apiWritesPlugin } from './plugins/api-writes';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin } from './plugins/errors';
import { nulBytesPlugin } from './plugins/nul-bytes';
import { withSafeErrorLogging } from './log-serializers';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { seoPlugin } from './plugins/seo';
import { sitePlugin } from './plugins/site';
import { webPlugin } from './plugins/web';
import { realtimePlugin } from './realtime/plugin';
import { fastifyTrustProxy } from './trust-proxy';

export interface BuildAppOptions {
  env: Env;
  /** An open database to use instead of the one env names (tests). */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  /** The server renderer of public pages; by default the built one (dist/ssr) when present. */
  renderer?: PageRenderer | null;
  /** `npm run dev`: serves the web app through Vite in middleware mode (web/dev-vite.ts, ADR 0025). */
  devWeb?: (app: FastifyInstance) => Promise<DevWeb>;
}

/**
 * Builds the whole server without listening, so tests drive it with `inject`. Plugins go in
 * layers: infrastructure (errors, redis, security, db, site, docs, seo), then API modules, then the web app
 * whose not-found handler answers everything else.
 */
export async function buildApp({ env, database, logger, renderer, devWeb }: BuildAppOptions) {
  // API clients read validation messages in English. Full zod sets this when its first schema is
  // built; the shared zod/mini schemas do not, so say it here rather than rely on import order.
  zodConfig(zodEnglish());
  const app = Fastify({
    // Errors are logged without SQL parameters (log-serializers.ts).
    logger: withSafeErrorLogging(logger ?? { level: env.LOG_LEVEL }),
    // X-Forwarded-* are believed only from the proxies TRUST_PROXY names; off, request.ip and
    // request.protocol are the socket's, whatever a client sends.
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Opening embedded PGlite compiles its WebAssembly and runs migrations and seeding (scrypt
    // hashes); on a busy 2-core machine that took longer than avvio's 10 s default (seen in CI).
    pluginTimeout: 120_000,
    // `npm run dev`: no two lines for each of the hundreds of modules a page load asks Vite for.
    ...(devWeb ? { logController: new LogController({ disableRequestLogging: (req) => isDevFileUrl(req.url) }) } : {}),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  // First, so its hook answers Vite's own requests before any other hook or route sees them.
  const dev = devWeb ? await devWeb(app) : undefined;

  await app.register(errorsPlugin);
  await app.register(nulBytesPlugin);
  await app.register(redisPlugin);
  await app.register(securityPlugin);
  await app.register(apiWritesPlugin);
  await app.register(dbPlugin, { database });
  await app.register(sitePlugin);
  await app.register(authPlugin);
  await app.register(docsPlugin);
  // Before the API modules, which add their pages to the sitemap (app.sitemap.add).
  await app.register(seoPlugin);

  // Live channels on the same HTTP server (issue #14); modules reach users through app.realtime.
  await app.register(realtimePlugin);
  await app.register(apiRoutes, { prefix: '/api' });

  await app.register(webPlugin, { renderer, dev });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
