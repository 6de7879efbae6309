import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { calendarEventGuests, calendarEvents, listings, users } from '../schema';

/*
 * The calendar app's demo: a few events of the demo admin and member around today (so the month
 * shown first is never empty), one of the admin's with the member as guest, and one linked to a
 * published listing (a viewing), when the listings were seeded.
 */

const DAY_MS = 86_400_000;

export async function seedDemoCalendar(db: Db, now = new Date()): Promise<void> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@demo.test', 'member@demo.test']));
  const admin = people.find((p) => p.email === 'admin@demo.test')?.id;
  const member = people.find((p) => p.email === 'member@demo.test')?.id;
  if (!admin || !member) return;
  const [listing] = await db
    .select({ id: listings.id, name: listings.name, location: listings.locationText })
    .from(listings)
    .where(and(eq(listings.status, 'published'), eq(listings.site, 'naszdom')))
    .orderBy(asc(listings.createdAt))
    .limit(1);

  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (days: number, hour: number, minute = 0) =>
    new Date(today + days * DAY_MS + (hour * 60 + minute) * 60_000);
  const day = (days: number) => new Date(today + days * DAY_MS);

  const rows = await db
    .insert(calendarEvents)
    .values([
      {
        ownerId: admin,
        title: 'Team meeting',
        label: 'business' as const,
        startsAt: at(1, 9),
        endsAt: at(1, 10),
        location: 'Meeting room 2',
        description: 'Plans for the month: listings, the shop and the support queue.',
      },
      {
        ownerId: admin,
        title: listing ? `Viewing: ${listing.name}` : 'Viewing',
        label: 'personal' as const,
        startsAt: at(3, 15),
        endsAt: at(3, 16),
        location: listing?.location ?? '',
        listingId: listing?.id ?? null,
      },
      {
        ownerId: admin,
        title: 'Company holiday',
        label: 'holiday' as const,
        startsAt: day(7),
        endsAt: day(8),
        allDay: true,
      },
      { ownerId: admin, title: 'Family dinner', label: 'family' as const, startsAt: at(-2, 18), endsAt: at(-2, 20) },
      { ownerId: member, title: 'Dentist', label: 'personal' as const, startsAt: at(2, 8, 30), endsAt: at(2, 9) },
      {
        ownerId: member,
        title: 'Weekend trip',
        label: 'family' as const,
        startsAt: day(10),
        endsAt: day(13),
        allDay: true,
      },
      {
        ownerId: member,
        title: 'Read the contract',
        label: 'etc' as const,
        startsAt: day(-1),
        endsAt: day(0),
        allDay: true,
        url: 'https://example.com/contract',
      },
    ])
    .returning({ id: calendarEvents.id });
  // The team meeting is shared: the member sees it in their calendar, read-only.
  await db.insert(calendarEventGuests).values({ eventId: rows[0]!.id, userId: member });
}
