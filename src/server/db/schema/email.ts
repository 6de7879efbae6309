import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** As in common/schemas/email.ts (the browser may not import server code). */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;

/**
 * The e-mail app's messages (issue #35): one row per mailbox copy. Mail between users of the
 * product is delivered by inserting a copy into each recipient's inbox and one into the sender's
 * "sent", so every copy is its owner's alone to read, star, label, move or delete. Starred and the
 * labels are views over the folders, not folders of their own.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder', { enum: EMAIL_FOLDERS }).notNull(),
    fromName: text('from_name').notNull().default(''),
    fromAddress: text('from_address').notNull(),
    toAddresses: jsonb('to_addresses').$type<string[]>().notNull().default([]),
    ccAddresses: jsonb('cc_addresses').$type<string[]>().notNull().default([]),
    /** Kept on the sender's copy (and drafts) only: recipients never learn who else was blind-copied. */
    bccAddresses: jsonb('bcc_addresses').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull().default(''),
    /** Sanitized on the server (security/sanitize-html.ts) before it is stored. */
    bodyHtml: text('body_html').notNull().default(''),
    /** The body as plain text: the list's snippet, the search, and what external mail carries. */
    bodyText: text('body_text').notNull().default(''),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    starred: boolean('starred').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When it was sent (or, for a draft, last saved): the lists' order. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The folder lists: one owner's folder, newest first (the 10,000-message budget).
    index('email_messages_owner_folder_sent_idx').on(t.ownerId, t.folder, t.sentAt.desc(), t.id.desc()),
    // Starred and the labels cut across folders: the owner's messages newest first.
    index('email_messages_owner_sent_idx').on(t.ownerId, t.sentAt.desc(), t.id.desc()),
  ],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Files attached to messages. An upload belongs to its uploader until a message takes it; each
 * delivered copy gets its own row, so deleting one mailbox's copy never takes another's file.
 */
export const emailAttachments = pgTable(
  'email_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => emailMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_attachments_message_idx').on(t.messageId), index('email_attachments_owner_idx').on(t.ownerId)],
);
