import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SITES } from '../common/sites';
import type { AccountsDeps } from './auth/context';
import { createAuthLimits } from './auth/limits';
import { configureHashing } from './auth/password';
import type { Env } from './env';
import { createMailer } from './mail/mailer';
import { academyRoutes } from './modules/academy/academy-routes';
import { accountRoutes } from './modules/account/account-routes';
import { notificationRoutes } from './modules/account/notification-routes';
import { calendarRoutes } from './modules/calendar/calendar-routes';
import { callsRoutes } from './modules/calls/calls-routes';
import { adminRoutes } from './modules/admin/admin-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { billingRoutes } from './modules/billing/billing-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { dashboardsRoutes } from './modules/dashboards/dashboards-routes';
import { ecommerceDashboardRoutes } from './modules/dashboards/ecommerce-routes';
import { ecommerceCatalogueRoutes } from './modules/ecommerce-catalogue/catalogue-routes';
import { ecommerceOrdersRoutes } from './modules/ecommerce-orders/ecommerce-orders-routes';
import { ecommerceReferralsRoutes } from './modules/ecommerce-referrals/ecommerce-referrals-routes';
import { emailRoutes } from './modules/email/email-routes';
import { deleteAbandonedUploads } from './modules/email/email-service';
import { logisticsRoutes } from './modules/logistics/logistics-routes';
import { scheduleCleanup } from './modules/auth/cleanup';
import { devRoutes } from './modules/dev/routes';
import { healthRoutes } from './modules/health/routes';
import { helpCenterRoutes } from './modules/help-center/help-center-routes';
import { invoicesRoutes } from './modules/invoices/invoices-routes';
import { kanbanRoutes } from './modules/kanban/kanban-routes';
import { listingsRoutes } from './modules/listings/listings-routes';
import { chatRoutes } from './modules/messages/chat-routes';
import { messagesRoutes } from './modules/messages/messages-routes';
import { peopleRoutes } from './modules/people/people-routes';
import { sellerHomeRoutes } from './modules/seller-home/seller-home-routes';
import { videoRoutes } from './modules/video/video-routes';
import { notifyApiWrites } from './plugins/api-writes';
import { publicOrigin } from './public-origin';

/**
 * Every API module, registered under /api: health, sign-in (modules/auth), the own account
 * (modules/account), the admin API for users, roles and permissions (modules/admin), listings
 * (modules/listings), conversations about them (modules/messages), the front pages' contact form
 * (modules/contact), the admin dashboards' figures (modules/dashboards), the video token service
 * (modules/video), the calls record and missed calls (modules/calls), the Academy's courses and figures (modules/academy), people's names and pictures by id or name (modules/people), each user's calendar (modules/calendar), a seller's own home and the offer-page views it counts (modules/seller-home), the shop catalogue (modules/ecommerce-catalogue), its orders and customers (modules/ecommerce-orders), the invoice app (modules/invoices), the e-mail app's mailboxes (modules/email), the Kanban boards (modules/kanban), plans and the free trial (modules/billing) and the dev outbox. Modules
 * never import each other; what they share (mailer, limits, the deps object) is
 * built once here, and shared code lives in src/server/auth (ADR 0010).
 */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  // Writes that succeed drop what the server keeps from the database (rendered pages, the demo
  // admin's state) before they are answered; in this scope, so page requests skip the hook.
  app.addHook('onSend', notifyApiWrites);
  await app.register(healthRoutes);
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
  scheduleCleanup(app, app.db, app.log, [deleteAbandonedUploads]);

  await app.register(authRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(notificationRoutes, { deps });
  await app.register(adminRoutes, { deps });
  await app.register(listingsRoutes);
  await app.register(messagesRoutes, { mailer, limits });
  await app.register(chatRoutes, { limits });
  await app.register(contactRoutes, { mailer, limits });
  await app.register(videoRoutes, { limits });
  await app.register(dashboardsRoutes);
  await app.register(ecommerceDashboardRoutes);
  await app.register(ecommerceCatalogueRoutes);
  await app.register(ecommerceOrdersRoutes);
  await app.register(ecommerceReferralsRoutes);
  await app.register(logisticsRoutes);
  await app.register(callsRoutes, { limits });
  await app.register(academyRoutes);
  await app.register(peopleRoutes);
  await app.register(calendarRoutes);
  await app.register(sellerHomeRoutes);
  await app.register(helpCenterRoutes);
  await app.register(invoicesRoutes, { mailer });
  await app.register(emailRoutes, { mailer });
  await app.register(kanbanRoutes);
  await app.register(billingRoutes, { limits });
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
