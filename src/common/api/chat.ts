import {
  chatListSchema,
  chatSchema,
  chatStatusAnswerSchema,
  setChatStatusSchema,
  startChatSchema,
} from '../schemas/chat';
import { defineEndpoint, errorResponses } from './endpoint';

/*
 * The chat app (server: modules/messages/chat-routes.ts, docs/chat.md). Its history, sending and read marks are the
 * conversations' own endpoints (api/messages.ts): one store of messages for both kinds.
 */
const tags = ['chat'];

export const listChats = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/chats',
  summary: "The caller's chats on this site (direct and about listings), latest first, with presence and unread counts",
  responses: { 200: chatListSchema, ...errorResponses(401) },
});

export const startChat = defineEndpoint({
  access: { kind: 'permission', action: 'create', subject: 'Message' },
  tags,
  method: 'POST',
  path: '/chats',
  summary: 'Start (or find again) the direct chat with an active member on this site',
  body: startChatSchema,
  responses: { 200: chatSchema, ...errorResponses(400, 401, 403, 404, 429) },
});

export const setChatStatus = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'PUT',
  path: '/chats/status',
  summary: 'The status the caller shows to others in the chat (online, away, busy, or appear offline)',
  body: setChatStatusSchema,
  responses: { 200: chatStatusAnswerSchema, ...errorResponses(400, 401) },
});
