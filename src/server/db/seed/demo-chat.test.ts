import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SITES } from '../../../common/sites';
import { describeDialects } from '../../test/describe-dialects';
import { openTestDatabase } from '../../test/test-database';
import type { Db } from '../client';
import { conversations, users } from '../schema';
import { seedDemoChat } from './demo-chat';
import { DEMO_SELLERS } from './demo-listings';

/* The chat app opens on a few chats for the demo admin and member (issue #35), made once. */

describeDialects('the demo chats, on %s', (dialect) => {
  let db: Db;
  let close: () => Promise<void>;
  let ids: string[];

  beforeAll(async () => {
    const database = await openTestDatabase(dialect);
    await database.migrate();
    db = database.db;
    close = () => database.close();
    const people = [
      { email: 'admin@demo.test', name: 'Demo Admin' },
      { email: 'member@demo.test', name: 'Demo Member' },
      ...DEMO_SELLERS.slice(0, 2).map((s) => ({ email: s.email, name: s.name })),
    ];
    ids = (await db.insert(users).values(people).returning({ id: users.id })).map((u) => u.id);
  });
  afterAll(async () => close?.());

  it('gives the admin and member three direct chats per site, with unread answers, and never twice', async () => {
    expect(await seedDemoChat(db)).toBe(3 * SITES.length);
    const [admin, member] = ids;
    const site = SITES[0]!.id;
    const between = await db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.site, site),
          eq(conversations.kind, 'direct'),
          or(eq(conversations.buyerId, admin!), eq(conversations.sellerId, admin!)),
          or(eq(conversations.buyerId, member!), eq(conversations.sellerId, member!)),
        ),
      );
    expect(between).toHaveLength(1);
    expect(between[0]!.listingName).toBeNull();
    expect(await seedDemoChat(db)).toBe(0);
  });
});
