import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What became of an invitation: still ringing, answered either way, or left unanswered. */
export const CALL_STATUSES = ['ringing', 'accepted', 'declined', 'missed'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/**
 * One video call invitation (issue #16), recorded from the invitation messages the live channel
 * relays (modules/calls), so a callee who was away learns of it in the navbar bell and the
 * dashboards can count calls. `message_id` is the invitation's own id: the answer names it.
 * `listing_name` is what the caller said the call is about (the popup shows the same text).
 */
export const calls = pgTable(
  'calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    callerId: uuid('caller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    calleeId: uuid('callee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: text('message_id').notNull(),
    room: text('room').notNull(),
    listingName: text('listing_name'),
    status: text('status', { enum: CALL_STATUSES }).notNull().default('ringing'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The callee has seen the missed call in the bell (or marked it read). */
    seenByCallee: boolean('seen_by_callee').notNull().default(false),
  },
  (t) => [
    uniqueIndex('calls_caller_message').on(t.callerId, t.messageId),
    index('calls_callee_status').on(t.calleeId, t.site, t.status, t.createdAt),
    index('calls_site_created').on(t.site, t.createdAt),
    check('calls_two_people', sql`${t.callerId} <> ${t.calleeId}`),
  ],
);

export type Call = typeof calls.$inferSelect;
