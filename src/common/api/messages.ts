import {
  conversationIdParamSchema,
  conversationListSchema,
  conversationSchema,
  messageHistoryQuerySchema,
  messageHistorySchema,
  messageSchema,
  sendMessageSchema,
  startConversationSchema,
  unreadCountSchema,
} from '../schemas/messages';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * Conversations about listings on the request's site (server: modules/messages). Only the two
 * participants, and admins reading along, see or write in one.
 */
const tags = ['messages'];
const errors = errorResponses(400, 401, 403, 404);

export const startConversation = defineEndpoint({
  access: { kind: 'permission', action: 'create', subject: 'Message' },
  tags,
  method: 'POST',
  path: '/conversations',
  summary: "Start (or find again) the caller's conversation with a published listing's owner",
  body: startConversationSchema,
  responses: { 200: conversationSchema, ...errorResponses(400, 401, 403, 404, 429) },
});

export const listConversations = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/conversations',
  summary: "The caller's conversations on this site, the latest activity first",
  responses: { 200: conversationListSchema, ...errorResponses(401) },
});

export const unreadMessages = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/conversations/unread',
  summary: 'How many messages to the caller on this site are unread',
  responses: { 200: unreadCountSchema, ...errorResponses(401) },
});

export const conversationMessages = defineEndpoint({
  access: { kind: 'owner', action: 'read', subject: 'Message', others: 404 },
  tags,
  method: 'GET',
  path: '/conversations/:id/messages',
  summary: 'A page of history, oldest first, ending before `before` (the latest page without it)',
  params: conversationIdParamSchema,
  query: messageHistoryQuerySchema,
  responses: { 200: messageHistorySchema, ...errors },
});

export const sendMessage = defineEndpoint({
  access: { kind: 'owner', action: 'create', subject: 'Message', others: 404 },
  tags,
  method: 'POST',
  path: '/conversations/:id/messages',
  summary: 'Post a message; the other side gets it live, or by e-mail when away',
  params: conversationIdParamSchema,
  body: sendMessageSchema,
  responses: { 201: messageSchema, ...errorResponses(400, 401, 403, 404, 429) },
});

export const markConversationRead = defineEndpoint({
  access: { kind: 'owner', action: 'read', subject: 'Message', others: 404 },
  tags,
  method: 'POST',
  path: '/conversations/:id/read',
  summary: "Marks the other side's messages read for the caller",
  params: conversationIdParamSchema,
  responses: { 200: conversationSchema, ...errors },
});
