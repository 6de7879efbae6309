import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITES } from '../../../common/sites';
import type { Env } from '../../env';
import { createMailer } from '../../mail/mailer';
import { publicOrigin } from '../../public-origin';
import { accountRoutes } from './account-routes';
import { adminRoutes } from './admin-routes';
import { scheduleCleanup } from './cleanup';
import { authRoutes } from './auth-routes';
import type { AccountsDeps } from './context';
import { devRoutes } from './dev-routes';
import { createAuthLimits } from './limits';
import { notificationRoutes } from './notification-routes';
import { configureHashing } from '../../auth/password';

/** Sign-up, sign-in, the own account, and the admin API for users, roles and permissions. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailer = createMailer({
    smtpUrl: app.env.SMTP_URL,
    from: `no-reply@${app.env.PUBLIC_URL ? new URL(app.env.PUBLIC_URL).hostname : 'localhost'}`,
    db: app.db,
    log: app.log,
  });
  app.addHook('onClose', async () => mailer.close());
  warnAboutLocalLinks(app.env, app.log);
  configureHashing({ concurrency: app.env.HASH_CONCURRENCY, maxWaiting: app.env.HASH_QUEUE_LIMIT });
  const limits = createAuthLimits(app.env, app.redis, app.log);
  const deps: AccountsDeps = { db: app.db, env: app.env, log: app.log, mailer, limits };
  scheduleCleanup(app, app.db, app.log);

  await app.register(authRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(notificationRoutes, { deps });
  await app.register(adminRoutes, { deps });
  if (app.env.DEV_OUTBOX) {
    app.log.warn('DEV_OUTBOX is on: GET /api/dev/outbox shows kept mail to anyone. Never on a public server.');
    await app.register(devRoutes);
  }
};

/** A production server whose mail links would point at localhost says so once, at start. */
function warnAboutLocalLinks(env: Env, log: FastifyBaseLogger) {
  if (env.NODE_ENV !== 'production') return;
  const local = SITES.filter((site) => publicOrigin(env, site).startsWith('http://localhost:')).map((s) => s.id);
  if (local.length > 0) {
    log.warn(
      `Links in mail for ${local.join(', ')} point at http://localhost:${env.PORT}: set PUBLIC_URL (or PUBLIC_URLS) for a public server.`,
    );
  }
}
