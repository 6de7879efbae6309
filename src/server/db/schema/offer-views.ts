import { date, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';

/**
 * Offer-page views (issue #33): one row per listing, UTC day and visitor, so a visitor counts
 * once a day and the day's count is the number of rows. `visitor` is a hash, never an address or
 * an id: of the signed-in user's id, else of the IP address and user agent, each salted with that
 * day's salt (offer_view_salts). No cookie is involved.
 */
export const offerViews = pgTable(
  'offer_views',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  // The key also serves the seller home's reads: a listing's rows of a range of days.
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.visitor] })],
);

/**
 * One random salt per UTC day, shared by every server process through the database. Once the day
 * is over its salt is deleted, and that day's hashes can no longer be matched to anyone (not
 * even to the same visitor on another day).
 */
export const offerViewSalts = pgTable('offer_view_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});
