import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isLangCode } from '../../../common/i18n/languages';
import { CHAT_MESSAGE_EVENT, chatEnvelope } from '../../../common/schemas/chat';
import { LIVE_MESSAGE_EVENT, type LiveMessage, type MessageView } from '../../../common/schemas/messages';
import type { SiteConfig } from '../../../common/sites';
import { notificationPreferencesOf } from '../../auth/notification-preferences';
import type { Db } from '../../db/client';
import { users, type Conversation } from '../../db/schema';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import type { Realtime } from '../../realtime/plugin';
import { claimMailNotice } from './service';

export interface NoticeDeps {
  db: Db;
  log: FastifyBaseLogger;
  mailer: Mailer;
  realtime: Pick<Realtime, 'sendToUser' | 'isOnline'>;
  /** The site's public address (config only, never the request's Host): links in mail start with it. */
  originOf: (site: SiteConfig) => string;
}

/** Where a conversation opens in the browser. */
export const conversationPath = (id: string) => `/my-messages?c=${id}`;

/**
 * Tells both participants about a new message: every open tab of each gets it over their
 * personal live channel (the sender's other tabs too). A recipient with no live connection gets
 * at most one e-mail per conversation per hour, if their notification choices allow it. The
 * decision is made before this returns; the mail itself goes out afterwards, so a slow mail
 * server never holds up the sender, and a failure there is logged (the message is stored).
 */
export async function announceMessage(
  deps: NoticeDeps,
  site: SiteConfig,
  row: Conversation,
  message: MessageView,
): Promise<void> {
  const live: LiveMessage = { message };
  for (const userId of new Set([row.buyerId, row.sellerId, message.sender.id])) {
    if (row.kind === 'direct') {
      // A direct chat travels in SPEC.md's chatMessage envelope on the personal channel (docs/chat.md).
      deps.realtime.sendToUser(userId, CHAT_MESSAGE_EVENT, chatEnvelope(userId, message));
    } else deps.realtime.sendToUser(userId, LIVE_MESSAGE_EVENT, live);
  }
  // No mail for direct chats: the chat app shows what is unread when its user comes back.
  if (row.kind === 'direct') return;
  const recipients = [
    { id: row.buyerId, side: 'buyer' as const },
    { id: row.sellerId, side: 'seller' as const },
  ].filter((r) => r.id !== message.sender.id);
  for (const recipient of recipients) {
    try {
      const mail = await noticeDue(deps, site, row, recipient, message);
      if (mail) {
        void deps.mailer
          .send(mail)
          .catch((err: unknown) =>
            deps.log.error({ err, conversation: row.id }, 'could not send the new-message e-mail'),
          );
      }
    } catch (err) {
      deps.log.error({ err, conversation: row.id }, 'could not decide on a new-message e-mail');
    }
  }
}

/** The e-mail to send, or null: the recipient is online, opted out, suspended, or was told this hour. */
async function noticeDue(
  deps: NoticeDeps,
  site: SiteConfig,
  row: Conversation,
  recipient: { id: string; side: 'buyer' | 'seller' },
  message: MessageView,
): Promise<MailMessage | null> {
  if (await deps.realtime.isOnline(recipient.id)) return null;
  const [user] = await deps.db
    .select({
      email: users.email,
      name: users.name,
      language: users.language,
      prefs: users.notificationPreferences,
      status: users.status,
    })
    .from(users)
    .where(eq(users.id, recipient.id));
  if (!user || user.status !== 'active') return null;
  if (!notificationPreferencesOf(user.prefs).messages.email) return null;
  if (!(await claimMailNotice(deps.db, row, recipient.side, deps.log))) return null;
  const mail = renderMail('new-message', isLangCode(user.language) ? user.language : site.defaultLang, {
    name: user.name,
    sender: message.sender.name,
    listing: row.listingName ?? '',
    site: site.configuration.AppTitle,
    link: deps.originOf(site) + conversationPath(row.id),
  });
  return { to: user.email, ...mail };
}
