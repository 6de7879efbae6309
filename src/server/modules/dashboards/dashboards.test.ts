import { and, count, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowOf } from '../../db/day-ranges';
import type { App } from '../../app';
import { calls, contactMessages, conversationMessages, conversations, listings, users } from '../../db/schema';
import { registerAdmin, registerUser, uniqueEmail, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, HOSTS } from '../../test/listings';

/*
 * The figures are checked against data this suite writes with known times, in a range far from
 * "now" (January 2026, the previous period the ten days of December before it), so the accounts
 * the test registers today never fall into it and every expected number is counted by hand.
 */
const RANGE = '?from=2026-01-01&to=2026-01-10';
const at = (iso: string) => new Date(iso);

describeDialects('dashboards API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;
  const ids: Record<string, string> = {};

  const overview = (query: string, host: string = HOSTS.naszdom, who: TestUser | null = admin) =>
    client(app, who, host).get(`/api/dashboards/overview${query}`);

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [admin, member] = await Promise.all([registerAdmin(app), registerUser(app)]);
    const db = app.db;

    // Sign-ups: two on Jan 3, one in the last second of Jan 10, one in the previous period, one the day after the range.
    await db.insert(users).values(
      [
        '2026-01-03T08:00:00Z',
        '2026-01-03T20:00:00Z',
        '2026-01-10T23:59:59Z',
        '2025-12-25T12:00:00Z',
        '2026-01-11T00:00:00Z',
      ].map((t) => ({
        email: uniqueEmail('signup'),
        name: 'Signed up',
        createdAt: at(t),
      })),
    );

    const listing = (
      name: string,
      site: string,
      kind: string,
      status: 'draft' | 'published' | 'archived',
      publishedAt: string | null,
    ) => ({
      name,
      site,
      kind,
      status,
      ownerId: member.id,
      language: 'pl',
      searchConfig: 'simple',
      publishedAt: publishedAt ? at(publishedAt) : null,
    });
    const rows = await db
      .insert(listings)
      .values([
        listing('Flat A', 'naszdom', 'property', 'published', '2026-01-02T10:00:00Z'),
        listing('Flat B', 'naszdom', 'property', 'published', '2026-01-02T11:00:00Z'),
        listing('House C', 'naszdom', 'property', 'archived', '2026-01-05T09:00:00Z'),
        listing('Old flat D', 'naszdom', 'property', 'published', '2025-12-30T09:00:00Z'),
        listing('Draft E', 'naszdom', 'property', 'draft', null),
        listing('Game F', 'bestgame', 'game', 'published', '2026-01-04T09:00:00Z'),
        listing('Game G', 'bestgame', 'game', 'published', '2026-01-20T09:00:00Z'),
      ])
      .returning({ id: listings.id, name: listings.name });
    for (const r of rows) ids[r.name] = r.id;

    // Conversations: Flat B talked about twice, Flat A once (naszdom); Game F once (bestgame); one before the range.
    const buyers = await Promise.all([registerUser(app), registerUser(app), registerUser(app)]);
    const talk = (listingName: string, site: string, buyer: TestUser, createdAt: string) => ({
      site,
      listingId: ids[listingName]!,
      listingName,
      buyerId: buyer.id,
      sellerId: member.id,
      createdAt: at(createdAt),
      lastMessageAt: at(createdAt),
    });
    const talks = await db
      .insert(conversations)
      .values([
        talk('Flat B', 'naszdom', buyers[0]!, '2026-01-03T10:00:00Z'),
        talk('Flat B', 'naszdom', buyers[1]!, '2026-01-04T10:00:00Z'),
        talk('Flat A', 'naszdom', buyers[0]!, '2026-01-05T10:00:00Z'),
        talk('Old flat D', 'naszdom', buyers[2]!, '2025-12-31T10:00:00Z'),
        talk('Game F', 'bestgame', buyers[0]!, '2026-01-06T10:00:00Z'),
      ])
      .returning({ id: conversations.id, listingName: conversations.listingName, createdAt: conversations.createdAt });
    const message = (i: number, when: string) => ({
      conversationId: talks[i]!.id,
      senderId: member.id,
      body: 'Hello',
      createdAt: at(when),
    });
    await db
      .insert(conversationMessages)
      .values([
        message(0, '2026-01-03T10:00:00Z'),
        message(0, '2026-01-03T11:00:00Z'),
        message(1, '2026-01-04T10:00:00Z'),
        message(2, '2026-01-09T10:00:00Z'),
        message(3, '2025-12-31T10:00:00Z'),
        message(4, '2026-01-06T10:00:00Z'),
      ]);

    const contact = (site: string, createdAt: string, readAt: string | null = null) => ({
      site,
      name: 'Visitor',
      email: 'visitor@example.test',
      body: 'A question about the offer',
      createdAt: at(createdAt),
      readAt: readAt ? at(readAt) : null,
    });
    await db
      .insert(contactMessages)
      .values([
        contact('naszdom', '2026-01-07T10:00:00Z'),
        contact('naszdom', '2026-01-08T10:00:00Z', '2026-01-08T12:00:00Z'),
        contact('naszdom', '2025-12-28T10:00:00Z'),
        contact('bestgame', '2026-01-07T10:00:00Z'),
      ]);

    // Calls: naszdom has 3 in the range (one answered, one missed, one declined) and 1 missed
    // before it; bestgame 1 answered in the range.
    const call = (site: string, status: 'accepted' | 'declined' | 'missed', createdAt: string, n: number) => ({
      site,
      callerId: buyers[0]!.id,
      calleeId: member.id,
      messageId: `call-${n}`,
      room: `${buyers[0]!.id}_${member.id}`,
      status,
      createdAt: at(createdAt),
    });
    await db
      .insert(calls)
      .values([
        call('naszdom', 'accepted', '2026-01-02T10:00:00Z', 1),
        call('naszdom', 'missed', '2026-01-03T10:00:00Z', 2),
        call('naszdom', 'declined', '2026-01-10T23:59:00Z', 3),
        call('naszdom', 'missed', '2025-12-25T10:00:00Z', 4),
        call('bestgame', 'accepted', '2026-01-05T10:00:00Z', 5),
      ]);
  });
  afterAll(async () => app?.close());

  it("counts this site's figures in the range and the period before it", async () => {
    const res = await overview(RANGE);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.range).toEqual({
      from: '2026-01-01',
      to: '2026-01-10',
      days: 10,
      previousFrom: '2025-12-22',
      previousTo: '2025-12-31',
    });
    expect(body).toMatchObject({ scope: 'site', site: 'naszdom' });
    expect(body.calls).toEqual({
      made: { current: 3, previous: 1 },
      answered: { current: 1, previous: 0 },
      missed: { current: 1, previous: 1 },
    });

    // Accounts are shared by all sites: the total is every account, the sign-ups are by day.
    const [all] = await app.db.select({ n: count() }).from(users);
    expect(body.users.total).toBe(all!.n);
    expect(body.users.signUps).toEqual({ current: 3, previous: 1 });
    expect(body.users.signUpsPerDay).toHaveLength(10);
    expect(body.users.signUpsPerDay[2]).toEqual({ date: '2026-01-03', count: 2 });
    expect(body.users.signUpsPerDay[9]).toEqual({ date: '2026-01-10', count: 1 });
    expect(body.users.signUpsPerDay.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(3);

    expect(body.listings.byStatus).toEqual({ draft: 1, published: 3, archived: 1 });
    expect(body.listings.byKind).toEqual([{ key: 'property', count: 3 }]);
    expect(body.listings.bySite).toEqual([{ key: 'naszdom', count: 3 }]);
    // First published in the range, whatever the listing's status now (House C was unpublished since).
    expect(body.listings.published).toEqual({ current: 3, previous: 1 });
    expect(body.listings.publishedPerDay.filter((d: { count: number }) => d.count > 0)).toEqual([
      { date: '2026-01-02', count: 2 },
      { date: '2026-01-05', count: 1 },
    ]);
    expect(body.listings.top).toEqual([
      {
        id: ids['Flat B'],
        name: 'Flat B',
        site: 'naszdom',
        kind: 'property',
        status: 'published',
        priceMinor: 0,
        currency: null,
        priceBasis: 'whole',
        duration: null,
        conversations: 2,
      },
      {
        id: ids['Flat A'],
        name: 'Flat A',
        site: 'naszdom',
        kind: 'property',
        status: 'published',
        priceMinor: 0,
        currency: null,
        priceBasis: 'whole',
        duration: null,
        conversations: 1,
      },
    ]);

    expect(body.messages.sent).toEqual({ current: 4, previous: 1 });
    expect(body.messages.perDay.filter((d: { count: number }) => d.count > 0)).toEqual([
      { date: '2026-01-03', count: 2 },
      { date: '2026-01-04', count: 1 },
      { date: '2026-01-09', count: 1 },
    ]);
    expect(body.conversations.started).toEqual({ current: 3, previous: 1 });
    expect(body.contact.received).toEqual({ current: 2, previous: 1 });
    expect(body.contact.unread).toBe(2);
    expect(body.contact.perDay.filter((d: { count: number }) => d.count > 0)).toEqual([
      { date: '2026-01-07', count: 1 },
      { date: '2026-01-08', count: 1 },
    ]);
  });

  it('counts every site with scope=all, and another host gets its own site', async () => {
    const all = (await overview(`${RANGE}&scope=all`)).json();
    expect(all).toMatchObject({ scope: 'all', site: null });
    expect(all.calls.made).toEqual({ current: 4, previous: 1 });
    expect(all.calls.answered).toEqual({ current: 2, previous: 0 });
    expect(all.listings.byStatus).toEqual({ draft: 1, published: 5, archived: 1 });
    expect(all.listings.bySite).toEqual([
      { key: 'naszdom', count: 3 },
      { key: 'bestgame', count: 2 },
    ]);
    expect(all.listings.byKind).toEqual([
      { key: 'property', count: 3 },
      { key: 'game', count: 2 },
    ]);
    expect(all.listings.published).toEqual({ current: 4, previous: 1 });
    expect(all.listings.top.map((t: { name: string; conversations: number }) => [t.name, t.conversations])).toEqual([
      ['Flat B', 2],
      ['Flat A', 1],
      ['Game F', 1],
    ]);
    expect(all.messages.sent).toEqual({ current: 5, previous: 1 });
    expect(all.contact.received).toEqual({ current: 3, previous: 1 });

    const games = (await overview(RANGE, HOSTS.bestgame)).json();
    expect(games.site).toBe('bestgame');
    expect(games.listings.byStatus).toEqual({ draft: 0, published: 2, archived: 0 });
    expect(games.listings.published).toEqual({ current: 1, previous: 0 });
    expect(games.conversations.started).toEqual({ current: 1, previous: 0 });
  });

  it('counts the sign-ins used in the last minutes as active sessions', async () => {
    const body = (await overview(RANGE)).json();
    // Every account registered by this suite signed in on registration, just now (admin, member, three buyers).
    expect(body.sessions).toEqual({ activeNow: 5, windowMinutes: 15 });
    await registerUser(app);
    expect((await overview(RANGE)).json().sessions.activeNow).toBe(6);
  });

  it('defaults to the last 30 days, today included, and counts a listing published now', async () => {
    const before = (await overview('')).json();
    expect(before.range.days).toBe(30);
    expect(before.range.to).toBe(new Date().toISOString().slice(0, 10));
    const made = await client(app, member).post('/api/listings', {
      name: 'Fresh flat',
      description: '',
      priceMinor: 0,
      currency: null,
      duration: null,
      locationText: 'Gdańsk',
      latitude: null,
      longitude: null,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await client(app, member).post(`/api/listings/${made.json().id}/publish`)).statusCode).toBe(200);
    const after = (await overview('')).json();
    expect(after.listings.published.current).toBe(before.listings.published.current + 1);
    expect(after.listings.byStatus.published).toBe(before.listings.byStatus.published + 1);
    const [hand] = await app.db
      .select({ n: count() })
      .from(listings)
      .where(
        and(
          eq(listings.site, 'naszdom'),
          gte(listings.publishedAt, at(`${after.range.from}T00:00:00Z`)),
          lt(listings.publishedAt, new Date(Date.now() + 86_400_000)),
        ),
      );
    expect(after.listings.published.current).toBe(hand!.n);
  });

  it('is for administrators only: 401 signed out, 403 for a member', async () => {
    expect((await overview(RANGE, HOSTS.naszdom, null)).statusCode).toBe(401);
    const refused = await overview(RANGE, HOSTS.naszdom, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
  });

  it('refuses a bad range with 400 and the field at fault', async () => {
    const codes = async (query: string) => {
      const res = await overview(query);
      expect(res.statusCode, query).toBe(400);
      return fieldCodes(res.json());
    };
    expect(await codes('?from=2026-01-10&to=2026-01-01')).toEqual({ from: 'dashboardRangeInvalid' });
    expect(await codes('?from=2025-01-01&to=2026-01-02')).toEqual({ to: 'dashboardRangeTooLong' });
    expect(await codes('?from=2026-02-30&to=2026-03-01')).toEqual({ from: 'dashboardDateInvalid' });
    expect(await codes('?from=2026-01-01')).toEqual({ from: 'dashboardRangeInvalid' });
    expect(await codes(`${RANGE}&scope=everything`)).toEqual({ scope: 'dashboardScopeInvalid' });
    // 366 days (a leap year) is still fine.
    expect((await overview('?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
  });
});

describe('the range', () => {
  it('puts the previous period right before the range, as long', () => {
    expect(windowOf('2026-03-01', '2026-03-01', new Date())).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
      days: 1,
      previousFrom: '2026-02-28',
      previousTo: '2026-02-28',
    });
    expect(windowOf(undefined, undefined, new Date('2026-05-31T23:00:00Z'))).toMatchObject({
      from: '2026-05-02',
      to: '2026-05-31',
      days: 30,
      previousTo: '2026-05-01',
    });
  });
});
