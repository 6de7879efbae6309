import { okSchema } from '../schemas/auth';
import { idParamSchema } from '../schemas/admin';
import {
  contactFormSchema,
  contactInboxQuerySchema,
  contactInboxSchema,
  contactMessageSchema,
} from '../schemas/contact';
import { defineEndpoint, errorResponses } from './endpoint';

/** The front pages' contact form and the site administrators' inbox of it (server: modules/contact). */
const tags = ['contact'];

export const sendContactMessage = defineEndpoint({
  access: { kind: 'anyone' },
  tags,
  method: 'POST',
  path: '/contact',
  summary: "Send a message to this site's team (a visitor needs no account)",
  body: contactFormSchema,
  responses: { 201: okSchema, ...errorResponses(400, 429) },
});

const admin = { tags } as const;
const adminErrors = errorResponses(400, 401, 403, 404);

export const listContactMessages = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'ContactMessage' },
  ...admin,
  method: 'GET',
  path: '/admin/contact-messages',
  summary: "This site's contact-form messages, the newest first, paged",
  query: contactInboxQuerySchema,
  responses: { 200: contactInboxSchema, ...adminErrors },
});

export const readContactMessage = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'ContactMessage' },
  ...admin,
  method: 'POST',
  path: '/admin/contact-messages/:id/read',
  summary: 'Mark one contact-form message as opened',
  params: idParamSchema,
  responses: { 200: contactMessageSchema, ...adminErrors },
});

export const deleteContactMessage = defineEndpoint({
  access: { kind: 'permission', action: 'delete', subject: 'ContactMessage' },
  ...admin,
  method: 'DELETE',
  path: '/admin/contact-messages/:id',
  summary: 'Delete one contact-form message',
  params: idParamSchema,
  responses: { 200: okSchema, ...adminErrors },
});
