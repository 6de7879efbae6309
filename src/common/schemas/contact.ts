import * as z from 'zod/mini';
import { emailField, nameField, queryInt } from './fields';

/*
 * The front pages' contact form (issue #15) and the admin inbox that reads what it sends. Messages
 * are error codes (errors.<code> in the locales).
 */

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactMessageField = z
  .string({ error: 'contactMessageTooShort' })
  .check(
    z.trim(),
    z.minLength(CONTACT_MESSAGE_MIN, { error: 'contactMessageTooShort' }),
    z.maxLength(CONTACT_MESSAGE_MAX, { error: 'contactMessageTooLong' }),
  );

export const contactFormSchema = z.strictObject({
  name: nameField,
  email: emailField,
  message: contactMessageField,
  /**
   * The honeypot: a field people never see (hidden and out of the keyboard order), which form
   * robots fill. Anything in it and the message is thanked for and dropped.
   */
  website: z.optional(z.string().check(z.maxLength(500))),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;

export const CONTACT_PAGE_SIZE = 20;

export const contactInboxQuerySchema = z.object({
  page: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
});

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** null until an administrator opened it. */
  readAt: z.nullable(z.string()),
});
export type ContactMessageView = z.infer<typeof contactMessageSchema>;

export const contactInboxSchema = z.object({
  items: z.array(contactMessageSchema),
  total: z.int(),
  /** Not yet opened, of all. */
  unread: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type ContactInbox = z.infer<typeof contactInboxSchema>;
