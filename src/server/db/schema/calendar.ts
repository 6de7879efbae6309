import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { listings } from './listings';
import { users } from './users';

/*
 * The calendar app: each user's events and the users they invited as guests. An event belongs to
 * its owner, whatever site they made it on (a person has one calendar); only the owner and the
 * guests ever read it. An all-day event is stored from UTC midnight of its first day to UTC
 * midnight after its last, and answered as days again, so it covers the same days everywhere.
 */

export const CALENDAR_EVENT_LABELS = ['business', 'personal', 'family', 'holiday', 'etc'] as const;

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    label: text('label', { enum: CALENDAR_EVENT_LABELS }).notNull().default('business'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    url: text('url').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Plain text, shown as text (never as HTML). */
    description: text('description').notNull().default(''),
    /** The listing booked (any site's); the event stays when the listing goes. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A view's range: the owner's events that start before its end (and end after its start).
    index('calendar_events_owner_start').on(t.ownerId, t.startsAt),
    check('calendar_events_end_after_start', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

export const calendarEventGuests = pgTable(
  'calendar_event_guests',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('calendar_event_guests_user').on(t.userId)],
);
