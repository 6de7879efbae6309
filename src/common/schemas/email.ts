import * as z from 'zod/mini';
import { emailField, queryInt, uuidField } from './fields';

/*
 * The e-mail app (issue #35; server: modules/email; browser: features/email). Every user has a
 * mailbox of their own: folders (one per message) and labels and the star (any number, across
 * folders). Messages are error codes, shown as errors.<code> in the browser.
 */

/** As in db/schema/email.ts (the browser may not import server code). */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];
export const EMAIL_LABELS = ['personal', 'company', 'important', 'private'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];
/** What a list shows: a folder, the starred messages, or a label (the routes /apps/email/{box}). */
export const EMAIL_BOXES = [...EMAIL_FOLDERS, 'starred', ...EMAIL_LABELS] as const;
export type EmailBox = (typeof EMAIL_BOXES)[number];
/** Where a message may be moved by hand: a draft becomes one by saving, never by moving. */
export const EMAIL_MOVE_TARGETS = ['inbox', 'spam', 'trash'] as const;

export const EMAIL_PAGE_SIZE = 25;
export const EMAIL_MAX_RECIPIENTS = 50;
export const EMAIL_SUBJECT_MAX = 200;
/** The sanitized HTML body, in characters (a long letter with formatting fits many times over). */
export const EMAIL_BODY_MAX = 100_000;
/** One attachment; the request limit of the upload route is this plus the multipart overhead. */
export const EMAIL_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const EMAIL_MAX_ATTACHMENTS = 10;
/** Bulk actions act on at most one page of a large page size. */
export const EMAIL_BULK_MAX = 100;

export const listEmailQuerySchema = z.object({
  box: z._default(z.enum(EMAIL_BOXES, { error: 'notInList' }), 'inbox'),
  /** Part of the subject, the sender's name or address, or the text. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  page: queryInt(1, 100_000, 1),
  pageSize: queryInt(1, 100, EMAIL_PAGE_SIZE),
});
export type ListEmailQuery = z.infer<typeof listEmailQuerySchema>;

export const emailAttachmentSchema = z.object({
  id: uuidField,
  name: z.string(),
  contentType: z.string(),
  size: z.int(),
});
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>;

/** A row of a list: no body, a short snippet of its text. */
export const emailSummarySchema = z.object({
  id: uuidField,
  folder: z.enum(EMAIL_FOLDERS),
  fromName: z.string(),
  fromAddress: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  snippet: z.string(),
  labels: z.array(z.enum(EMAIL_LABELS)),
  starred: z.boolean(),
  read: z.boolean(),
  hasAttachments: z.boolean(),
  sentAt: z.string(),
});
export type EmailSummary = z.infer<typeof emailSummarySchema>;

export const emailListSchema = z.object({
  items: z.array(emailSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type EmailList = z.infer<typeof emailListSchema>;

export const emailMessageSchema = z.object({
  ...emailSummarySchema.shape,
  cc: z.array(z.string()),
  bcc: z.array(z.string()),
  html: z.string(),
  attachments: z.array(emailAttachmentSchema),
});
export type EmailMessage = z.infer<typeof emailMessageSchema>;

const countsOf = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((k) => [k, z.int()])) as { [K in T[number]]: z.ZodMiniInt });

/** Unread messages per folder and label (drafts: how many there are; nobody "reads" a draft). */
export const emailCountsSchema = z.object({
  folders: countsOf(EMAIL_FOLDERS),
  starred: z.int(),
  labels: countsOf(EMAIL_LABELS),
});
export type EmailCounts = z.infer<typeof emailCountsSchema>;

export const emailIdParamSchema = z.object({ id: uuidField });

const addressList = z._default(
  z.array(emailField).check(z.maxLength(EMAIL_MAX_RECIPIENTS, { error: 'emailTooManyRecipients' })),
  [],
);

/** Compose: saved as a draft (`send: false`) or sent. Sending needs at least one recipient. */
export const composeEmailSchema = z.object({
  to: addressList,
  cc: addressList,
  bcc: addressList,
  subject: z._default(z.string().check(z.trim(), z.maxLength(EMAIL_SUBJECT_MAX, { error: 'emailSubjectTooLong' })), ''),
  html: z._default(z.string().check(z.maxLength(EMAIL_BODY_MAX, { error: 'emailBodyTooLong' })), ''),
  attachmentIds: z._default(
    z.array(uuidField).check(z.maxLength(EMAIL_MAX_ATTACHMENTS, { error: 'emailTooManyAttachments' })),
    [],
  ),
  send: z._default(z.boolean(), false),
});
export type ComposeEmailInput = z.input<typeof composeEmailSchema>;
export type ComposeEmail = z.infer<typeof composeEmailSchema>;

const idsField = z
  .array(uuidField)
  .check(z.minLength(1, { error: 'emailNothingSelected' }), z.maxLength(EMAIL_BULK_MAX, { error: 'emailTooMany' }));

/** One change to the selected messages: at least one of the fields. */
export const updateEmailsSchema = z
  .object({
    ids: idsField,
    read: z.optional(z.boolean()),
    starred: z.optional(z.boolean()),
    folder: z.optional(z.enum(EMAIL_MOVE_TARGETS, { error: 'notInList' })),
    addLabels: z.optional(z.array(z.enum(EMAIL_LABELS, { error: 'notInList' })).check(z.maxLength(4))),
    removeLabels: z.optional(z.array(z.enum(EMAIL_LABELS, { error: 'notInList' })).check(z.maxLength(4))),
  })
  .check(
    z.refine(
      (v) =>
        v.read !== undefined ||
        v.starred !== undefined ||
        v.folder !== undefined ||
        (v.addLabels?.length ?? 0) > 0 ||
        (v.removeLabels?.length ?? 0) > 0,
      { error: 'emailNoChange' },
    ),
  );
export type UpdateEmailsInput = z.infer<typeof updateEmailsSchema>;

export const deleteEmailsSchema = z.object({ ids: idsField });

export const emailCountSchema = z.object({ count: z.int() });

/** The outcome of sending: the sender's copy, and who got it inside the product and by mail. */
export const sentEmailSchema = z.object({
  message: emailMessageSchema,
  internal: z.int(),
  external: z.int(),
});

/** What the personal live channel carries when mail arrives in one's inbox (no content: the app reloads). */
export const EMAIL_NEW_MAIL_EVENT = 'email-new';
