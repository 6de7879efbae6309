import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { calendarEventGuests, calendarEvents, users } from '../../db/schema';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, flat } from '../../test/listings';

/*
 * The calendar's rules: only the owner and the guests see an event, only the owner changes or
 * deletes it (everyone else, an admin too, hears the 404 of an unknown event), and bad ranges or
 * payloads are refused with field errors while nothing changes.
 */

interface EventBody {
  id: string;
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  mine: boolean;
  owner: { id: string; name: string };
  guests: { id: string; name: string }[];
  listing: { id: string; name: string } | null;
}

describeDialects('calendar on %s', (dialect) => {
  let app: App;
  let owner: TestUser;
  let guest: TestUser;
  let stranger: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [owner, guest, stranger, admin] = await Promise.all([
      registerUser(app, { name: 'Olga Owner' }),
      registerUser(app, { name: 'Gustav Guest' }),
      registerUser(app, { name: 'Stan Stranger' }),
      registerAdmin(app),
    ]);
  });
  afterAll(async () => app?.close());

  const march = '?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z';
  const list = async (user: TestUser, range = march) => {
    const res = await client(app, user).get(`/api/calendar/events${range}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: EventBody[] }).items;
  };
  const patch = (user: TestUser, id: string, body: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/calendar/events/${id}`,
      headers: { host: 'naszdom.homes', ...user.headers },
      payload: body,
    });
  const stored = async () => (await app.db.select({ n: count() }).from(calendarEvents))[0]!.n;

  async function create(user: TestUser, body: object): Promise<EventBody> {
    const res = await client(app, user).post('/api/calendar/events', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as EventBody;
  }

  it('shows an event to its owner and its guests only, read-only for the guests', async () => {
    const event = await create(owner, {
      title: 'Planning',
      label: 'business',
      start: '2026-03-10T09:00:00+01:00',
      end: '2026-03-10T10:30:00+01:00',
      guestIds: [guest.id, owner.id],
      location: 'Room 4',
    });
    expect(event).toMatchObject({ title: 'Planning', start: '2026-03-10T08:00:00.000Z', allDay: false, mine: true });
    expect(event.guests.map((g) => g.name)).toEqual(['Gustav Guest']);

    expect((await list(owner)).map((e) => e.id)).toContain(event.id);
    const seenByGuest = (await list(guest)).find((e) => e.id === event.id);
    expect(seenByGuest).toMatchObject({ mine: false, owner: { id: owner.id, name: 'Olga Owner' } });
    expect((await client(app, guest).get(`/api/calendar/events/${event.id}`)).statusCode).toBe(200);

    for (const other of [stranger, admin]) {
      expect((await list(other)).map((e) => e.id)).not.toContain(event.id);
      const res = await client(app, other).get(`/api/calendar/events/${event.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'calendarEventNotFound' });
    }
    expect((await client(app, null).get(`/api/calendar/events${march}`)).statusCode).toBe(401);
  });

  it('lets only the owner move, change and delete an event; guests and others hear 404 and nothing changes', async () => {
    const event = await create(owner, {
      title: 'Dentist',
      start: '2026-03-12',
      end: '2026-03-13',
      allDay: true,
      guestIds: [guest.id],
    });
    expect(event).toMatchObject({ start: '2026-03-12', end: '2026-03-13', allDay: true });

    for (const other of [guest, stranger, admin]) {
      const res = await patch(other, event.id, { start: '2026-03-20', end: '2026-03-21' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'calendarEventNotFound' });
      expect((await client(app, other).del(`/api/calendar/events/${event.id}`)).statusCode).toBe(404);
    }
    expect((await client(app, owner).get(`/api/calendar/events/${event.id}`)).json()).toMatchObject({
      title: 'Dentist',
      start: '2026-03-12',
    });

    // A drag to another day sends the new days only; a resize the new end.
    const moved = await patch(owner, event.id, { start: '2026-03-20', end: '2026-03-21', allDay: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ start: '2026-03-20', end: '2026-03-21', title: 'Dentist' });
    const resized = await patch(owner, event.id, { end: '2026-03-23' });
    expect(resized.json()).toMatchObject({ start: '2026-03-20', end: '2026-03-23' });
    // Into the week view's time grid: a timed event again.
    const timed = await patch(owner, event.id, {
      start: '2026-03-20T14:00:00Z',
      end: '2026-03-20T15:00:00Z',
      allDay: false,
    });
    expect(timed.json()).toMatchObject({ start: '2026-03-20T14:00:00.000Z', allDay: false });
    expect((await list(guest)).find((e) => e.id === event.id)?.start).toBe('2026-03-20T14:00:00.000Z');

    expect((await client(app, owner).del(`/api/calendar/events/${event.id}`)).statusCode).toBe(200);
    expect((await client(app, guest).get(`/api/calendar/events/${event.id}`)).statusCode).toBe(404);
    const guests = await app.db
      .select({ n: count() })
      .from(calendarEventGuests)
      .where(eq(calendarEventGuests.eventId, event.id));
    expect(guests[0]!.n).toBe(0);
  });

  it('lists by the range asked: events overlapping it, across its edges', async () => {
    const edge = await create(owner, {
      title: 'Overnight',
      start: '2026-02-28T22:00:00Z',
      end: '2026-03-01T02:00:00Z',
    });
    const april = await create(owner, { title: 'April', start: '2026-04-02T09:00:00Z', end: '2026-04-02T10:00:00Z' });
    const ids = (await list(owner)).map((e) => e.id);
    expect(ids).toContain(edge.id);
    expect(ids).not.toContain(april.id);
  });

  it('refuses bad ranges: a malformed date, an end before the start, more than 100 days', async () => {
    const cases: [string, Record<string, string>][] = [
      ['?from=yesterday&to=2026-04-01T00:00:00Z', { from: 'calendarDateInvalid' }],
      ['?from=2026-04-01T00:00:00Z&to=2026-03-01T00:00:00Z', { to: 'calendarRangeInvalid' }],
      ['?from=2026-01-01T00:00:00Z&to=2026-12-31T00:00:00Z', { to: 'calendarRangeTooLong' }],
      ['?from=2026-03-01T00:00:00Z', { to: 'calendarDateInvalid' }],
    ];
    for (const [query, fields] of cases) {
      const res = await client(app, owner).get(`/api/calendar/events${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(fieldCodes(res.json())).toEqual(fields);
    }
  });

  it('refuses bad payloads with field errors and stores nothing', async () => {
    const before = await stored();
    const base = { title: 'Ok', start: '2026-03-05T09:00:00Z', end: '2026-03-05T10:00:00Z' };
    const cases: [object, Record<string, string>][] = [
      [{ ...base, title: '  ' }, { title: 'calendarTitleRequired' }],
      [{ ...base, end: '2026-03-05T08:00:00Z' }, { end: 'calendarEndBeforeStart' }],
      [{ ...base, start: '2026-03-05', end: '2026-03-06' }, { start: 'calendarDateInvalid' }],
      [{ ...base, allDay: true }, { start: 'calendarDateInvalid' }],
      [{ ...base, label: 'party' }, { label: 'notInList' }],
      [{ ...base, url: 'javascript:alert(1)' }, { url: 'calendarUrlInvalid' }],
      [{ ...base, guestIds: ['00000000-0000-4000-8000-000000000000'] }, { guestIds: 'calendarGuestUnknown' }],
      [{ ...base, listingId: '00000000-0000-4000-8000-000000000000' }, { listingId: 'calendarListingUnknown' }],
      [{ ...base, end: '2028-03-05T08:00:00Z' }, { end: 'calendarEventTooLong' }],
    ];
    for (const [body, fields] of cases) {
      const res = await client(app, owner).post('/api/calendar/events', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldCodes(res.json()), JSON.stringify(body)).toEqual(fields);
    }
    expect(await stored()).toBe(before);

    const event = await create(owner, base);
    const bad = await patch(owner, event.id, { end: '2026-03-05T08:00:00Z' });
    expect(bad.statusCode).toBe(400);
    expect(fieldCodes(bad.json())).toEqual({ end: 'calendarEndBeforeStart' });
    // A timed event made all-day needs days for both ends.
    const half = await patch(owner, event.id, { allDay: true, start: '2026-03-05' });
    expect(fieldCodes(half.json())).toEqual({ end: 'calendarDateInvalid' });
    expect((await client(app, owner).get(`/api/calendar/events/${event.id}`)).json()).toMatchObject({
      start: '2026-03-05T09:00:00.000Z',
      end: '2026-03-05T10:00:00.000Z',
      allDay: false,
    });
  });

  it("links a published listing (a booking), never someone else's draft", async () => {
    const seller = await registerUser(app, { name: 'Sally Seller' });
    const draft = await client(app, seller).post('/api/listings', flat);
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().id as string;
    const body = { title: 'Viewing', start: '2026-03-06T09:00:00Z', end: '2026-03-06T10:00:00Z', listingId: id };
    const refused = await client(app, owner).post('/api/calendar/events', body);
    expect(fieldCodes(refused.json())).toEqual({ listingId: 'calendarListingUnknown' });
    expect((await client(app, seller).post(`/api/listings/${id}/publish`)).statusCode).toBe(200);
    const event = await create(owner, body);
    expect(event.listing).toMatchObject({ id, name: flat.name });
  });

  it('finds people by name for the guest picker, without their e-mail', async () => {
    const res = await client(app, owner).get('/api/people?q=gustav');
    expect(res.statusCode).toBe(200);
    const items = (res.json() as { items: Record<string, unknown>[] }).items;
    expect(items.map((p) => p.id)).toContain(guest.id);
    expect(Object.keys(items[0]!).sort()).toEqual(['avatarUrl', 'id', 'name']);
    // A suspended account is not offered as a guest.
    const gone = await registerUser(app, { name: 'Gustav Gone' });
    await app.db.update(users).set({ status: 'suspended' }).where(eq(users.id, gone.id));
    const again = (await client(app, owner).get('/api/people?q=gustav')).json() as { items: { id: string }[] };
    expect(again.items.map((p) => p.id)).not.toContain(gone.id);
    expect((await client(app, owner).get('/api/people?q=g')).statusCode).toBe(400);
    expect((await client(app, null).get('/api/people?q=gustav')).statusCode).toBe(401);
  });
});
