import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per token. A sign-in makes two (kind access for REST, api for realtime and video),
 * sharing a signInId so they are listed and revoked together. Only SHA-256 hashes are stored:
 * a leaked table opens no account.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    signInId: uuid('sign_in_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['access', 'api'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding: pushed forward on use. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_sign_in_idx').on(t.signInId),
    // The Analytics dashboard's active sessions: those used since a moment.
    index('sessions_last_used_idx').on(t.lastUsedAt),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
