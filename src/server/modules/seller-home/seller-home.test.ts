import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '../../../common/schemas/dashboards';
import type { SellerHome } from '../../../common/schemas/seller-home';
import type { App } from '../../app';
import { calls, offerViews, offerViewSalts } from '../../db/schema';
import { registerUser, type TestUser } from '../../test/accounts';
import { describeDialects } from '../../test/describe-dialects';
import { buildListingsApp, client, flat, HOSTS } from '../../test/listings';
import { createSaltSource, isRobot, recordView, visitorHash } from './views';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const OTHER_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('offer view visitors', () => {
  it('tells robots and missing user agents apart from browsers', () => {
    expect(isRobot(BROWSER)).toBe(false);
    expect(isRobot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isRobot('facebookexternalhit/1.1')).toBe(true);
    expect(isRobot(undefined)).toBe(true);
    expect(isRobot('  ')).toBe(true);
  });

  it('hashes a visitor differently under another day’s salt, and never keeps the address', () => {
    const key = 'anon:203.0.113.7\nMozilla';
    const today = visitorHash('salt-a', key);
    expect(today).toBe(visitorHash('salt-a', key));
    expect(today).not.toBe(visitorHash('salt-b', key));
    expect(today).not.toContain('203.0.113.7');
    expect(today).toHaveLength(22);
  });
});

describeDialects('a seller home and its offer views, on %s', (dialect) => {
  let app: App;
  let seller: TestUser;
  let buyer: TestUser;
  let stranger: TestUser;
  let listingId: string;
  let draftId: string;

  const beacon = (listing: string, opts: { user?: TestUser | null; ip?: string; ua?: string; host?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/offer-views',
      remoteAddress: opts.ip ?? '198.51.100.1',
      headers: {
        host: opts.host ?? HOSTS.naszdom,
        'user-agent': opts.ua ?? BROWSER,
        ...(opts.user ? opts.user.headers : {}),
      },
      payload: { listingId: listing },
    });
  const home = async (user: TestUser | null, query = '') => client(app, user).get(`/api/seller/home${query}`);
  const homeOf = async (user: TestUser, query = '') => {
    const res = await home(user, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SellerHome>();
  };

  beforeAll(async () => {
    app = await buildListingsApp(dialect);
    [seller, buyer, stranger] = await Promise.all([
      registerUser(app, { name: 'Sally Seller' }),
      registerUser(app, { name: 'Bruno Buyer' }),
      registerUser(app, { name: 'Stella Stranger' }),
    ]);
    const as = client(app, seller);
    listingId = (await as.post('/api/listings', flat)).json<{ id: string }>().id;
    expect((await as.post(`/api/listings/${listingId}/publish`)).statusCode).toBe(200);
    draftId = (await as.post('/api/listings', { ...flat, name: 'Attic still being painted' })).json<{ id: string }>()
      .id;
  });
  afterAll(async () => app?.close());

  it('counts a visitor once a day, however often they come back', async () => {
    const first = await beacon(listingId, { ip: '198.51.100.10' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ counted: true });
    expect((await beacon(listingId, { ip: '198.51.100.10' })).json()).toEqual({ counted: false });
    // Another browser on the same address, and another address, are other visitors.
    expect((await beacon(listingId, { ip: '198.51.100.10', ua: OTHER_BROWSER })).json()).toEqual({ counted: true });
    expect((await beacon(listingId, { ip: '198.51.100.11' })).json()).toEqual({ counted: true });
    // A signed-in visitor is their account, from any address or browser.
    expect((await beacon(listingId, { user: buyer, ip: '198.51.100.12' })).json()).toEqual({ counted: true });
    expect((await beacon(listingId, { user: buyer, ip: '198.51.100.13', ua: OTHER_BROWSER })).json()).toEqual({
      counted: false,
    });
    expect((await homeOf(seller)).listings[0]!.totals.views).toBe(4);
  });

  it("never counts the owner's own views, nor robots", async () => {
    const before = (await homeOf(seller)).totals.views;
    expect((await beacon(listingId, { user: seller, ip: '198.51.100.20' })).json()).toEqual({ counted: false });
    expect(
      (await beacon(listingId, { ip: '198.51.100.21', ua: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).json(),
    ).toEqual({
      counted: false,
    });
    expect((await homeOf(seller)).totals.views).toBe(before);
  });

  it('counts the same visitor again on the next day, and keeps only hashes and the day’s salt', async () => {
    const saltOf = createSaltSource(app.db);
    const view = { siteId: 'naszdom', listingId, userId: null, ip: '198.51.100.30', userAgent: BROWSER };
    const today = new Date();
    const tomorrow = new Date(today.getTime() + 86_400_000);
    expect(await recordView(app.db, saltOf, { ...view, now: today })).toEqual({ counted: true });
    expect(await recordView(app.db, saltOf, { ...view, now: today })).toEqual({ counted: false });
    expect(await recordView(app.db, saltOf, { ...view, now: tomorrow })).toEqual({ counted: true });
    const rows = await app.db.select().from(offerViews).where(eq(offerViews.listingId, listingId));
    for (const row of rows) expect(row.visitor).not.toMatch(/198\.51|Mozilla|[0-9a-f]{8}-/);
    // The new day's salt replaced the old one: yesterday's hashes can no longer be matched to anyone.
    const salts = await app.db.select().from(offerViewSalts);
    expect(salts.map((s) => s.day)).toEqual([todayUtc(tomorrow)]);
    await app.db
      .delete(offerViews)
      .where(and(eq(offerViews.listingId, listingId), eq(offerViews.day, todayUtc(tomorrow))));
  });

  it('counts only published offers of the site the page is on', async () => {
    expect((await beacon(draftId)).statusCode).toBe(404);
    expect((await beacon(listingId, { host: HOSTS.bestgame })).statusCode).toBe(404);
    expect((await beacon('not-an-id')).statusCode).toBe(400);
  });

  it("gives the seller their listings' views, messages and calls per day, unread talks, missed calls and drafts", async () => {
    // The buyer writes about the listing; a call about it rang out unanswered.
    const talk = await client(app, buyer).post('/api/conversations', { listingId });
    expect(talk.statusCode, talk.body).toBeLessThan(300);
    const conversationId = talk.json<{ id: string }>().id;
    await client(app, buyer).post(`/api/conversations/${conversationId}/messages`, { body: 'Is it still free?' });
    await app.db.insert(calls).values({
      site: 'naszdom',
      callerId: buyer.id,
      calleeId: seller.id,
      messageId: 'm-1',
      room: `${buyer.id}_${seller.id}`,
      listingName: flat.name,
      status: 'missed',
    });

    const data = await homeOf(seller);
    expect(data.period).toBe('30d');
    expect(data.days).toHaveLength(30);
    expect(data.days.at(-1)).toBe(todayUtc());
    expect(data.days[0]).toBe(addDays(todayUtc(), -29));
    const [listing] = data.listings;
    expect(listing).toMatchObject({ id: listingId, name: flat.name, status: 'published' });
    expect(listing!.totals).toEqual({ views: 5, messages: 1, calls: 1 });
    expect(listing!.daily.views.at(-1)).toBe(5);
    expect(data.totals).toEqual({ views: 5, messages: 1, calls: 1 });
    expect(data.unread).toMatchObject({ conversations: 1, messages: 1 });
    expect(data.unread.latest[0]).toMatchObject({ id: conversationId, otherName: 'Bruno Buyer', unread: 1 });
    expect(data.missedCalls.count).toBe(1);
    expect(data.missedCalls.latest[0]).toMatchObject({ callerName: 'Bruno Buyer', listingName: flat.name });
    expect(data.drafts).toEqual([expect.objectContaining({ id: draftId, name: 'Attic still being painted' })]);

    const week = await homeOf(seller, '?period=7d');
    expect(week.days).toHaveLength(7);
    expect(week.listings[0]!.daily.views).toHaveLength(7);
  });

  it('gives another member only their own home: none of the seller’s listings, talks or calls', async () => {
    const theirs = await homeOf(stranger);
    expect(theirs.listings).toEqual([]);
    expect(theirs.drafts).toEqual([]);
    expect(theirs.totals).toEqual({ views: 0, messages: 0, calls: 0 });
    expect(theirs.unread.conversations).toBe(0);
    expect(theirs.missedCalls.count).toBe(0);
    // The buyer sees the talk from their side (nothing unread: they wrote last), no seller figures.
    const buyers = await homeOf(buyer);
    expect(buyers.listings).toEqual([]);
    expect(buyers.totals.messages).toBe(0);
    // On another site the seller's home is that site's: empty.
    const elsewhere = await client(app, seller, HOSTS.bestgame).get('/api/seller/home');
    expect(elsewhere.json<SellerHome>().listings).toEqual([]);
  });

  it('refuses a caller who is not signed in, and a period it does not offer', async () => {
    const anonymous = await home(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'signInRequired' });
    for (const period of ['365d', '0', 'week', '']) {
      const res = await home(seller, `?period=${encodeURIComponent(period)}`);
      expect(res.statusCode, period).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'invalidInput',
        fields: { period: { code: 'sellerHomePeriodInvalid' } },
      });
    }
  });
});
