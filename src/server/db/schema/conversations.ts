import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/**
 * Two members talking on one site. kind 'listing' (issue #15): about one listing, the one who
 * wrote first (the buyer) and the listing's owner (the seller); one per listing and buyer; the
 * listing may be deleted later, the talk stays with the name it had (listing_name).
 * kind 'direct' (the chat app, issue #35): person to person, no listing (listing columns null);
 * buyer_id holds the smaller of the two ids and seller_id the larger, so one pair of people has
 * one direct conversation per site (conversations_direct_pair).
 * Each side's read mark and last e-mail notice live here: unread = the other side's messages
 * after my read mark.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    kind: text('kind', { enum: ['listing', 'direct'] })
      .notNull()
      .default('listing'),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    listingName: text('listing_name'),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerReadAt: timestamp('buyer_read_at', { withTimezone: true }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true }),
    /** When each side was last told by e-mail: at most one notice per conversation per hour. */
    buyerMailedAt: timestamp('buyer_mailed_at', { withTimezone: true }),
    sellerMailedAt: timestamp('seller_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_listing_buyer').on(t.listingId, t.buyerId),
    index('conversations_buyer').on(t.buyerId, t.site, t.lastMessageAt),
    index('conversations_seller').on(t.sellerId, t.site, t.lastMessageAt),
    check('conversations_two_people', sql`${t.buyerId} <> ${t.sellerId}`),
    uniqueIndex('conversations_direct_pair')
      .on(t.site, t.buyerId, t.sellerId)
      .where(sql`${t.kind} = 'direct'`),
    check(
      'conversations_kind_fields',
      sql`(${t.kind} = 'listing' and ${t.listingName} is not null) or (${t.kind} = 'direct' and ${t.listingId} is null and ${t.listingName} is null and ${t.buyerId} < ${t.sellerId})`,
    ),
  ],
);

/** One message: plain text as typed (never HTML), 1..5000 characters. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('conversation_messages_history').on(t.conversationId, t.createdAt),
    // The dashboards count messages of a date range across conversations.
    index('conversation_messages_created').on(t.createdAt),
  ],
);

export type Conversation = typeof conversations.$inferSelect;
export type ConversationMessage = typeof conversationMessages.$inferSelect;
