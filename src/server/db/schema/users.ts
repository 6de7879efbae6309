import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationPreferences } from '../../../common/schemas/account';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored as typed; uniqueness is case-insensitive through the index on lower(email). */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null for accounts made by Google sign-in until the owner sets a password via reset. */
    passwordHash: text('password_hash'),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    /** The account's language for mail; null means the site's default. */
    language: text('language'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** File name under DATA_DIR/uploads/avatars. */
    avatar: text('avatar'),
    /** Base32 secret; set by TOTP setup, in force only once totpEnabled. */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The 30 s step of the last code accepted: a code of that step or earlier is refused (no replay). */
    totpLastStep: integer('totp_last_step'),
    /** Google's stable subject id of the linked Google account. */
    googleSubject: text('google_subject'),
    /** Notification choices (common/schemas/account.ts); null until the user saves some. */
    /**
     * The status the chat app shows to others (issue #35) while the user is connected; 'offline'
     * means appear offline. Not connected, everyone shows offline whatever this says.
     */
    chatStatus: text('chat_status', { enum: ['online', 'away', 'busy', 'offline'] })
      .notNull()
      .default('online'),
    notificationPreferences: jsonb('notification_preferences').$type<NotificationPreferences>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    // The dashboards' sign-ups of a date range.
    index('users_created_idx').on(t.createdAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
