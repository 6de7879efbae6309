import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/messages';
import type { AuthLimits } from '../../auth/limits';
import type { Mailer } from '../../mail/mailer';
import { requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { publicOrigin } from '../../public-origin';
import { announceMessage, type NoticeDeps } from './notify';
import * as messages from './service';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface MessagesOptions {
  mailer: Mailer;
  limits: AuthLimits;
}

const actorOf = (request: FastifyRequest): messages.Actor => ({
  userId: request.user!.id,
  ability: request.ability,
  site: request.site,
});

/**
 * Conversations about listings (issue #15): every route wants a signed-in member, and each
 * conversation is open to its two participants and to admins reading along (service.ts). New
 * messages go out live over the personal channels, or by e-mail to someone away (notify.ts).
 */
export const messagesRoutes: FastifyPluginAsyncZod<MessagesOptions> = async (app, { mailer, limits }) => {
  const signedIn = { onRequest: requireUser };
  const notice: NoticeDeps = {
    db: app.db,
    log: app.log,
    mailer,
    realtime: app.realtime,
    originOf: (site) => publicOrigin(app.env, site),
  };

  route(app, api.startConversation, signedIn, async (request) => {
    const actor = actorOf(request);
    // Only a new conversation counts (finding one's own again is free), before its row is made.
    return messages.startConversation(app.db, actor, request.body.listingId, () =>
      limits.limit(`conversation:${actor.userId}`, app.env.CONVERSATION_RATE_LIMIT, HOUR, 'conversationsTooFast'),
    );
  });
  route(app, api.listConversations, signedIn, async (request) => ({
    items: await messages.listConversations(app.db, actorOf(request)),
  }));
  route(app, api.unreadMessages, signedIn, async (request) => ({
    count: await messages.unreadTotal(app.db, actorOf(request)),
  }));
  route(app, api.conversationMessages, signedIn, async (request) => {
    const { row } = await messages.visibleConversation(app.db, actorOf(request), request.params.id);
    return messages.history(app.db, row, request.query.before);
  });
  route(app, api.sendMessage, signedIn, async (request) => {
    const actor = actorOf(request);
    const { row, side } = await messages.writableConversation(app.db, actor, request.params.id);
    // Counted after the access check (a stranger's tries are 404s, not spent quota) and before storing.
    await limits.limit(`message:${actor.userId}`, app.env.MESSAGE_RATE_LIMIT, MINUTE, 'messagesTooFast');
    const message = await messages.storeMessage(app.db, row, side, actor.userId, request.body.body, request.user!.name);
    await announceMessage(notice, actor.site, row, message);
    return message;
  });
  route(app, api.markConversationRead, signedIn, async (request) => {
    const actor = actorOf(request);
    const { row, side } = await messages.visibleConversation(app.db, actor, request.params.id);
    return messages.conversationView(app.db, actor, await messages.markRead(app.db, row, side));
  });
};
