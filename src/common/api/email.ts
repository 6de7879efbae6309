import * as z from 'zod/mini';
import {
  composeEmailSchema,
  deleteEmailsSchema,
  emailAttachmentSchema,
  emailCountSchema,
  emailCountsSchema,
  emailIdParamSchema,
  emailListSchema,
  emailMessageSchema,
  listEmailQuerySchema,
  sentEmailSchema,
  updateEmailsSchema,
} from '../schemas/email';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * The e-mail app (server: modules/email; browser: features/email). Every signed-in user has a
 * mailbox and only they read or change it: a message, draft or attachment of someone else's is a
 * 404 to anyone else, admins included (no rule reaches into another's mail).
 */
const tags = ['email'];

export const emailCounts = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/email/counts',
  summary: "Unread messages of the caller's folders and labels, and how many drafts",
  responses: { 200: emailCountsSchema, ...errorResponses(401) },
});

export const listEmail = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'GET',
  path: '/email/messages',
  summary: "A page of the caller's folder, starred messages or label, newest first, searched",
  query: listEmailQuerySchema,
  responses: { 200: emailListSchema, ...errorResponses(400, 401) },
});

export const readEmail = defineEndpoint({
  access: { kind: 'participant', others: 404 },
  tags,
  method: 'GET',
  path: '/email/messages/:id',
  summary: 'One message of the caller with its body and attachments; opening it marks it read',
  params: emailIdParamSchema,
  responses: { 200: emailMessageSchema, ...errorResponses(400, 401, 404) },
});

export const composeEmail = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'POST',
  path: '/email/messages',
  summary:
    "Save a new draft, or send: users of the product get a copy in their inbox, other addresses go by mail; the sender's copy goes to sent",
  body: composeEmailSchema,
  responses: { 201: sentEmailSchema, ...errorResponses(400, 401, 404) },
});

export const updateDraft = defineEndpoint({
  access: { kind: 'participant', others: 404 },
  tags,
  method: 'PUT',
  path: '/email/messages/:id',
  summary: "Save the caller's draft again, or send it (it then leaves the drafts for sent)",
  params: emailIdParamSchema,
  body: composeEmailSchema,
  responses: { 200: sentEmailSchema, ...errorResponses(400, 401, 404, 409) },
});

export const updateEmails = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'PATCH',
  path: '/email/messages',
  summary: "Mark read or unread, star, move or label the caller's selected messages (all or none change)",
  body: updateEmailsSchema,
  responses: { 200: emailCountSchema, ...errorResponses(400, 401, 404) },
});

export const deleteEmails = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'POST',
  path: '/email/messages/delete',
  summary: "Move the caller's selected messages to the trash; those already there are deleted for good",
  body: deleteEmailsSchema,
  responses: { 200: emailCountSchema, ...errorResponses(400, 401, 404) },
});

export const uploadEmailAttachment = defineEndpoint({
  access: { kind: 'signed-in' },
  tags,
  method: 'POST',
  path: '/email/attachments',
  summary: 'Upload one file (multipart "file", at most 5 MB) for a message the caller composes',
  multipart: true,
  responses: { 201: emailAttachmentSchema, ...errorResponses(400, 401, 413) },
});

export const downloadEmailAttachment = defineEndpoint({
  access: { kind: 'participant', others: 404 },
  tags,
  method: 'GET',
  path: '/email/attachments/:id',
  summary: "One of the caller's attachments, as a download",
  params: emailIdParamSchema,
  // The answer is the file's bytes, sent as they are; the schema documents it as a string.
  responses: { 200: z.string(), ...errorResponses(400, 401, 404) },
});
