import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/chat';
import { CHAT_PRESENCE_EVENT, type LivePresence } from '../../../common/schemas/chat';
import type { AuthLimits } from '../../auth/limits';
import { requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import type { Actor } from './service';
import * as chat from './chat-service';

const HOUR = 60 * 60_000;

export interface ChatOptions {
  limits: AuthLimits;
}

const actorOf = (request: FastifyRequest): Actor => ({
  userId: request.user!.id,
  ability: request.ability,
  site: request.site,
});

/**
 * The chat app (issue #35, docs/chat.md): the list of chats with presence, starting a direct chat
 * and the status one shows. Messages are posted, read and paged through the conversations'
 * routes (modules/messages), which also deliver them live. The typing indicator is a live-channel
 * event (realtime/plugin.ts); this module tells the channel who may type to whom.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatOptions> = async (app, { limits }) => {
  const signedIn = { onRequest: requireUser };
  const onlineAmong = (ids: readonly string[]) => app.realtime.onlineAmong(ids);
  app.realtime.setTypingPeer((conversationId, userId, siteId) =>
    chat.typingPeer(app.db, conversationId, userId, siteId),
  );

  route(app, api.listChats, signedIn, async (request) => chat.listChats(app.db, actorOf(request), onlineAmong));

  route(app, api.startChat, signedIn, async (request) => {
    const actor = actorOf(request);
    // New chats count against the same hourly quota as new listing conversations; finding one again is free.
    return chat.startDirectChat(app.db, actor, request.body.userId, onlineAmong, () =>
      limits.limit(`conversation:${actor.userId}`, app.env.CONVERSATION_RATE_LIMIT, HOUR, 'conversationsTooFast'),
    );
  });

  route(app, api.setChatStatus, signedIn, async (request) => {
    const actor = actorOf(request);
    const { status } = request.body;
    const contacts = await chat.setChatStatus(app.db, actor, status);
    // The caller is here: what they chose is what others see (appearing offline shows offline).
    const live: LivePresence = { userId: actor.userId, presence: chat.presenceOf(status, true) };
    for (const id of contacts) app.realtime.sendToUser(id, CHAT_PRESENCE_EVENT, live);
    return { status };
  });
};
