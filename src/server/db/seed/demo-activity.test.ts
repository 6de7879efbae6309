import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { kindsOfSite } from '../../../common/schemas/listings';
import { SITES } from '../../../common/sites';
import { sellerHome } from '../../modules/seller-home/service';
import { describeDialects } from '../../test/describe-dialects';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from '../client';
import { conversationMessages, conversations, listings, users } from '../schema';
import { seedDemoActivity } from './demo-activity';
import { DEMO_SELLERS } from './demo-listings';

/*
 * A new user signing in as the demo member should find a seller's week on their home (issue #33):
 * views, messages waiting, calls, a missed one; not a page of zeros.
 */

describeDialects('the demo member’s marketplace activity, on %s', (dialect) => {
  let db: Db;
  let close: () => Promise<void>;
  let memberId: string;
  const now = new Date('2026-11-20T12:00:00Z');
  const site = SITES.find((s) => s.id === 'korepetycje')!;

  beforeAll(async () => {
    const database = await openTestDatabase(dialect);
    await database.migrate();
    db = database.db;
    close = () => database.close();
    const people = await db
      .insert(users)
      .values(
        [{ email: 'member@demo.test', name: 'Demo Member' }, ...DEMO_SELLERS].map((p) => ({
          ...p,
          emailVerifiedAt: now,
        })),
      )
      .returning({ id: users.id });
    memberId = people[0]!.id;
    const listing = (name: string, status: 'published' | 'draft') => ({
      site: site.id,
      ownerId: memberId,
      name,
      kind: kindsOfSite(site.id)[0]!,
      description: '<p>Lessons.</p>',
      priceMinor: 9_000,
      currency: 'PLN',
      locationText: 'Kraków',
      language: 'pl',
      searchConfig: 'simple',
      status,
      publishedAt: status === 'published' ? now : null,
    });
    await db.insert(listings).values([listing('Matematyka', 'published'), listing('Fizyka', 'published')]);
  });
  afterAll(async () => close?.());

  it('gives the member views, a waiting answer, a call and a missed call on the sites where they sell', async () => {
    expect(await seedDemoActivity(db, now)).toBe(1);
    const home = await sellerHome(db, { userId: memberId, siteId: site.id, period: '30d', now });
    expect(home.totals.views).toBeGreaterThan(30);
    expect(home.totals.messages).toBe(4);
    expect(home.totals.calls).toBe(2);
    expect(home.unread.conversations).toBe(1);
    expect(home.unread.latest[0]).toMatchObject({ otherName: DEMO_SELLERS[0].name, unread: 1 });
    expect(home.missedCalls.count).toBe(1);
    expect(home.missedCalls.latest[0]).toMatchObject({ callerName: DEMO_SELLERS[1].name });
    // In the site's language, about the member's listing.
    const [talk] = await db.select().from(conversations).where(eq(conversations.sellerId, memberId)).limit(1);
    const [asked] = await db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, talk!.id))
      .orderBy(conversationMessages.createdAt)
      .limit(1);
    expect(asked!.body).toContain(`Czy „${talk!.listingName}”`);
    // Nowhere else: the member sells nothing on the other sites here.
    const other = await sellerHome(db, { userId: memberId, siteId: 'naszdom', period: '30d', now });
    expect(other.totals).toEqual({ views: 0, messages: 0, calls: 0 });
  });
});
