import { and, asc, eq, exists, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { PersonCard } from '../../../common/schemas/people';
import {
  CALENDAR_LIST_LIMIT,
  timeOf,
  whenIssue,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarEventPatch,
  type CalendarRangeQuery,
} from '../../../common/schemas/calendar';
import { avatarUrlOf } from '../../auth/public-user';
import type { Db } from '../../db/client';
import { calendarEventGuests, calendarEvents, listings, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

/*
 * The calendar's queries. A caller sees the events they own and those they are a guest of; only
 * the owner changes one. Anything else is the same 404 as an unknown id, so a stranger (an admin
 * too) learns nothing about other people's days. Guests are users of the product; a listing
 * linked to an event must be published, or the owner's own, so its name shows nobody a draft.
 */

type Row = typeof calendarEvents.$inferSelect;

const DAY_MS = 86_400_000;
/** The longest event (whenIssue refuses longer): bounds how far back a range looks for starts. */
const LONGEST_MS = 366 * DAY_MS;

const notFound = () => new HttpError(404, 'calendarEventNotFound');

/** A day or an instant as stored: a day is its UTC midnight. */
const toDate = (value: string) => new Date(timeOf(value));
/** As answered: an all-day event's days, a timed event's instants in UTC. */
const fromDate = (date: Date, allDay: boolean) => (allDay ? date.toISOString().slice(0, 10) : date.toISOString());

async function people(db: Db, ids: string[]): Promise<Map<string, PersonCard>> {
  const found = new Map<string, PersonCard>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: users.id, name: users.name, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  for (const row of rows) found.set(row.id, { id: row.id, name: row.name, avatarUrl: avatarUrlOf(row.avatar) });
  return found;
}

/** The answers for stored rows: owner, guests and listing looked up in three queries, not per row. */
async function present(db: Db, rows: Row[], callerId: string): Promise<CalendarEvent[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const guestRows = await db
    .select({ eventId: calendarEventGuests.eventId, userId: calendarEventGuests.userId })
    .from(calendarEventGuests)
    .where(inArray(calendarEventGuests.eventId, ids));
  const listingIds = [...new Set(rows.flatMap((r) => (r.listingId ? [r.listingId] : [])))];
  const listingRows =
    listingIds.length === 0
      ? []
      : await db
          .select({ id: listings.id, name: listings.name, site: listings.site })
          .from(listings)
          .where(inArray(listings.id, listingIds));
  const listingById = new Map(listingRows.map((l) => [l.id, l]));
  const cards = await people(db, [...rows.map((r) => r.ownerId), ...guestRows.map((g) => g.userId)]);
  const card = (id: string): PersonCard => cards.get(id) ?? { id, name: '', avatarUrl: null };
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    label: r.label,
    start: fromDate(r.startsAt, r.allDay),
    end: fromDate(r.endsAt, r.allDay),
    allDay: r.allDay,
    url: r.url,
    location: r.location,
    description: r.description,
    owner: card(r.ownerId),
    guests: guestRows
      .filter((g) => g.eventId === r.id)
      .map((g) => card(g.userId))
      .sort((a, b) => a.name.localeCompare(b.name)),
    listing: r.listingId ? (listingById.get(r.listingId) ?? null) : null,
    mine: r.ownerId === callerId,
  }));
}

const isGuest = (userId: string) =>
  exists(
    sql`(select 1 from ${calendarEventGuests} g where g.event_id = ${calendarEvents.id} and g.user_id = ${userId})`,
  );

/** The caller's events and those they are a guest of that overlap [from, to), earliest first. */
export async function listEvents(db: Db, callerId: string, range: CalendarRangeQuery): Promise<CalendarEvent[]> {
  const from = new Date(timeOf(range.from));
  const to = new Date(timeOf(range.to));
  // An event starting more than the longest event's length before `from` has ended by then: the
  // lower bound keeps the (owner, start) index scan to the range, however long the history.
  const earliestStart = new Date(from.getTime() - LONGEST_MS);
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        or(eq(calendarEvents.ownerId, callerId), isGuest(callerId)),
        lt(calendarEvents.startsAt, to),
        gt(calendarEvents.startsAt, earliestStart),
        gt(calendarEvents.endsAt, from),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id))
    .limit(CALENDAR_LIST_LIMIT);
  return present(db, rows, callerId);
}

/** The event if the caller owns it or is its guest; 404 otherwise. */
async function visibleRow(db: Db, callerId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), or(eq(calendarEvents.ownerId, callerId), isGuest(callerId))));
  if (!row) throw notFound();
  return row;
}

export async function getEvent(db: Db, callerId: string, id: string): Promise<CalendarEvent> {
  const [event] = await present(db, [await visibleRow(db, callerId, id)], callerId);
  return event!;
}

/** Guests named by id must be users; the owner is never their own guest (dropped, not refused). */
async function checkGuests(db: Db, ownerId: string, guestIds: string[]): Promise<string[]> {
  const wanted = [...new Set(guestIds)].filter((id) => id !== ownerId);
  if (wanted.length === 0) return [];
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, wanted));
  if (found.length !== wanted.length)
    throw new HttpError(400, 'calendarGuestUnknown', { fields: { guestIds: 'calendarGuestUnknown' } });
  return wanted;
}

/** A linked listing must exist and be published, or be the owner's own (a draft of theirs). */
async function checkListing(db: Db, ownerId: string, listingId: string | null): Promise<void> {
  if (!listingId) return;
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), or(eq(listings.status, 'published'), eq(listings.ownerId, ownerId))));
  if (!row) throw new HttpError(400, 'calendarListingUnknown', { fields: { listingId: 'calendarListingUnknown' } });
}

function checkWhen(when: { start: string; end: string; allDay: boolean }) {
  const issue = whenIssue(when);
  if (issue) throw new HttpError(400, issue.code, { fields: { [issue.field]: issue.code } });
}

export async function createEvent(db: Db, ownerId: string, input: CalendarEventInput): Promise<CalendarEvent> {
  checkWhen(input);
  const guestIds = await checkGuests(db, ownerId, input.guestIds);
  await checkListing(db, ownerId, input.listingId);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarEvents)
      .values({
        ownerId,
        title: input.title,
        label: input.label,
        startsAt: toDate(input.start),
        endsAt: toDate(input.end),
        allDay: input.allDay,
        url: input.url,
        location: input.location,
        description: input.description,
        listingId: input.listingId,
      })
      .returning({ id: calendarEvents.id });
    if (guestIds.length > 0)
      await tx.insert(calendarEventGuests).values(guestIds.map((userId) => ({ eventId: row!.id, userId })));
    return row!.id;
  });
  return getEvent(db, ownerId, id);
}

/** The owner's event, or 404 (for a guest too: they may read it, not change it). */
async function ownRow(db: Db, callerId: string, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.ownerId, callerId)));
  if (!row) throw notFound();
  return row;
}

export async function updateEvent(
  db: Db,
  callerId: string,
  id: string,
  patch: CalendarEventPatch,
): Promise<CalendarEvent> {
  const row = await ownRow(db, callerId, id);
  const allDay = patch.allDay ?? row.allDay;
  // A drag may turn a timed event into an all-day one (or back): then the stored ends are of the
  // other kind, and the patch must name both.
  const stored = (date: Date) => (allDay === row.allDay ? fromDate(date, allDay) : '');
  const when = {
    start: patch.start ?? stored(row.startsAt),
    end: patch.end ?? stored(row.endsAt),
    allDay,
  };
  checkWhen(when);
  const guestIds = patch.guestIds === undefined ? undefined : await checkGuests(db, callerId, patch.guestIds);
  if (patch.listingId !== undefined) await checkListing(db, callerId, patch.listingId);
  await db.transaction(async (tx) => {
    await tx
      .update(calendarEvents)
      .set({
        ...(patch.title !== undefined && { title: patch.title }),
        ...(patch.label !== undefined && { label: patch.label }),
        ...(patch.url !== undefined && { url: patch.url }),
        ...(patch.location !== undefined && { location: patch.location }),
        ...(patch.description !== undefined && { description: patch.description }),
        ...(patch.listingId !== undefined && { listingId: patch.listingId }),
        startsAt: toDate(when.start),
        endsAt: toDate(when.end),
        allDay,
        updatedAt: new Date(),
      })
      .where(eq(calendarEvents.id, id));
    if (guestIds !== undefined) {
      await tx.delete(calendarEventGuests).where(eq(calendarEventGuests.eventId, id));
      if (guestIds.length > 0)
        await tx.insert(calendarEventGuests).values(guestIds.map((userId) => ({ eventId: id, userId })));
    }
  });
  return getEvent(db, callerId, id);
}

export async function deleteEvent(db: Db, callerId: string, id: string): Promise<{ ok: true }> {
  await ownRow(db, callerId, id);
  await db.delete(calendarEvents).where(eq(calendarEvents.id, id));
  return { ok: true };
}
