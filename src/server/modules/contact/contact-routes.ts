import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/contact';
import type { SiteConfig } from '../../../common/sites';
import type { AuthLimits } from '../../auth/limits';
import type { Env } from '../../env';
import { EMAIL_NEW_MAIL_EVENT } from '../../../common/schemas/email';
import { adminUserIds, deliverToMailboxes, textToHtml } from '../../mail/mailbox';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import { requireAbility } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { publicOrigin } from '../../public-origin';
import * as contact from './service';

const HOUR = 60 * 60_000;
/** The admin inbox page (src/web/pages/apps/contact-messages.tsx); the mail links to it. */
const INBOX_PATH = '/apps/contact-messages';

export interface ContactOptions {
  mailer: Mailer;
  limits: AuthLimits;
}

/** The site's own contact address, else the deployment's; none: kept for the admin inbox only. */
export const contactAddressOf = (env: Env, site: SiteConfig): string | undefined =>
  env.CONTACT_EMAILS[site.id] ?? env.CONTACT_EMAIL;

/**
 * The contact form on every front page and its admin inbox (issue #15). A visitor needs no
 * account; what stops floods is the per-IP limit and the honeypot. Administrators of the site
 * (read/delete ContactMessage) see, mark and delete what arrived on their site only.
 */
export const contactRoutes: FastifyPluginAsyncZod<ContactOptions> = async (app, { mailer, limits }) => {
  route(app, api.sendContactMessage, {}, async (request) => {
    // Counted for every well-formed try, robots' too, before anything is stored or sent.
    await limits.limit(`contact:${request.ip}`, app.env.CONTACT_RATE_LIMIT, HOUR, 'contactTooMany');
    const { website, ...input } = request.body;
    // A filled honeypot is a robot: it hears the same answer as a person and nothing is kept.
    if (website !== undefined && website.trim() !== '') {
      request.log.info({ site: request.site.id }, 'contact form: honeypot filled, dropped');
      return { ok: true as const };
    }
    const saved = await contact.storeContactMessage(app.db, request.site.id, input);
    const site = request.site;
    const mail = renderMail('contact-message', site.defaultLang, {
      name: saved.name,
      senderEmail: saved.email,
      message: saved.body,
      site: site.configuration.AppTitle,
      link: publicOrigin(app.env, site) + INBOX_PATH,
    });
    // The request also lands in every admin's mailbox of the e-mail app, from the visitor, so
    // answering it is a reply like any other (issue #35). The message is stored already: a
    // failure here is logged, not the visitor's to send again.
    try {
      const admins = await adminUserIds(app.db);
      await deliverToMailboxes(
        app.db,
        admins.map((ownerId) => ({
          ownerId,
          folder: 'inbox' as const,
          fromName: saved.name,
          fromAddress: saved.email,
          subject: mail.subject,
          bodyHtml: textToHtml(saved.body),
          bodyText: saved.body,
          labels: ['company'],
        })),
      );
      for (const id of admins) app.realtime.sendToUser(id, EMAIL_NEW_MAIL_EVENT, {});
    } catch (err) {
      request.log.error({ err }, "contact form: delivery to the admins' mailboxes failed");
    }
    const to = contactAddressOf(app.env, request.site);
    if (to) {
      // The message is stored: a mail server that is down must not make the visitor send it again.
      mailer
        .send({ to, replyTo: saved.email, ...mail })
        .catch((err: unknown) => request.log.error({ err }, 'contact form: mail failed'));
    }
    return { ok: true as const };
  });

  const canRead = { onRequest: requireAbility('read', 'ContactMessage') };
  const canDelete = { onRequest: requireAbility('delete', 'ContactMessage') };
  route(app, api.listContactMessages, canRead, async (request) =>
    contact.contactInbox(app.db, request.site.id, request.query.page),
  );
  route(app, api.readContactMessage, canRead, async (request) =>
    contact.markContactMessageRead(app.db, request.site.id, request.params.id),
  );
  route(app, api.deleteContactMessage, canDelete, async (request) => {
    await contact.deleteContactMessage(app.db, request.site.id, request.params.id);
    return { ok: true as const };
  });
};
