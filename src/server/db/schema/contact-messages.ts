import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What visitors send with a front page's contact form (issue #15), kept with the site it was
 * sent on, for that site's administrators (the admin inbox; the email app builds on it later).
 * The sender need not have an account, so only what they typed is stored.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an administrator first opened it; null = new. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('contact_messages_site_created_idx').on(t.site, t.createdAt)],
);
