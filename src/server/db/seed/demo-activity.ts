import { and, eq, inArray, sql } from 'drizzle-orm';
import { seededRandom } from '../../../common/random/seeded-random';
import { SITES } from '../../../common/sites';
import type { Db } from '../client';
import { calls, conversationMessages, conversations, listings, offerViews, users } from '../schema';
import { DEMO_SELLERS } from './demo-listings';

/*
 * The demo member's marketplace life (issue #33, "demo content that looks real"): on every site,
 * the offer pages of their listings were viewed over the last 30 days, two demo people wrote about
 * them (one answer waiting unread), one called and was answered and one call was missed. So the
 * seller home, the messages, the bell and the dashboards show a seller's week, not zeros. Only the
 * demo sellers (who cannot sign in) take part; nobody real is named. Deterministic per site.
 */

const DAY = 86_400_000;

type Texts = { ask: string; reply: string; follow: string };

/** What the demo buyers write, in the site's language ({{name}} is the listing's name). */
const TEXTS: Record<'en' | 'pl', Texts> = {
  en: {
    ask: 'Hello! Is "{{name}}" still available? I could come by this week.',
    reply: 'Hi, yes it is. Thursday or Saturday would suit me.',
    follow: 'Saturday morning then, around ten? Thank you!',
  },
  pl: {
    ask: 'Dzień dobry! Czy „{{name}}” jest nadal aktualne? Mogę podjechać w tym tygodniu.',
    reply: 'Dzień dobry, tak. Pasuje mi czwartek albo sobota.',
    follow: 'To może sobota około dziesiątej? Dziękuję!',
  },
};

const fill = (text: string, name: string) => text.replace('{{name}}', name);
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** Needs the demo users and listings seeded first. Returns how many sites it gave activity to. */
export async function seedDemoActivity(db: Db, now = new Date()): Promise<number> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, ['member@demo.test', ...DEMO_SELLERS.map((s) => s.email)]));
  const member = people.find((p) => p.email.toLowerCase() === 'member@demo.test');
  const buyers = DEMO_SELLERS.map((s) => people.find((p) => p.email.toLowerCase() === s.email)).filter(
    (p): p is { id: string; email: string } => !!p,
  );
  if (!member || buyers.length < 2) return 0;

  let seeded = 0;
  for (const [siteIndex, site] of SITES.entries()) {
    const own = await db
      .select({ id: listings.id, name: listings.name })
      .from(listings)
      .where(and(eq(listings.site, site.id), eq(listings.ownerId, member.id), eq(listings.status, 'published')));
    if (own.length === 0) continue;
    const random = seededRandom(1_000 + siteIndex);
    const texts = TEXTS[site.defaultLang === 'pl' ? 'pl' : 'en'];

    // Views: a few visitors a day per listing, more on weekends, over the last 30 days.
    const views = own.flatMap((listing) =>
      Array.from({ length: 30 }, (_, d) => {
        const at = new Date(now.getTime() - d * DAY);
        const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6;
        const count = Math.floor(random() * (weekend ? 9 : 6));
        return Array.from({ length: count }, (_, k) => ({
          listingId: listing.id,
          day: dayOf(at),
          visitor: `demo-${d}-${k}`,
        }));
      }).flat(),
    );
    if (views.length) await db.insert(offerViews).values(views).onConflictDoNothing();

    // Two conversations about the first listing(s): the newest answer in the first is unread.
    for (const [i, buyer] of buyers.entries()) {
      const listing = own[i % own.length]!;
      const started = new Date(now.getTime() - (3 - i) * DAY - 5 * 3_600_000);
      const bodies: [string, string][] = [
        [buyer.id, fill(texts.ask, listing.name)],
        [member.id, texts.reply],
        [buyer.id, texts.follow],
      ];
      const sent = bodies.map(([senderId, body], k) => ({
        senderId,
        body,
        createdAt: new Date(started.getTime() + k * 47 * 60_000),
      }));
      const last = sent.at(-1)!.createdAt;
      const [conversation] = await db
        .insert(conversations)
        .values({
          site: site.id,
          listingId: listing.id,
          listingName: listing.name,
          buyerId: buyer.id,
          sellerId: member.id,
          buyerReadAt: last,
          // The first buyer's last message waits unread; the second talk is read.
          sellerReadAt: i === 0 ? sent[1]!.createdAt : last,
          createdAt: started,
          lastMessageAt: last,
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      if (conversation)
        await db.insert(conversationMessages).values(sent.map((m) => ({ ...m, conversationId: conversation.id })));
    }

    // Calls: one answered last week, one missed yesterday (in the bell until seen).
    const about = own[0]!.name;
    const answeredAt = new Date(now.getTime() - 6 * DAY);
    await db.insert(calls).values([
      {
        site: site.id,
        callerId: buyers[0]!.id,
        calleeId: member.id,
        messageId: `demo-${site.id}-answered`,
        room: `${buyers[0]!.id}_${member.id}`,
        listingName: about,
        status: 'accepted' as const,
        createdAt: answeredAt,
        answeredAt: new Date(answeredAt.getTime() + 8_000),
        seenByCallee: true,
      },
      {
        site: site.id,
        callerId: buyers[1]!.id,
        calleeId: member.id,
        messageId: `demo-${site.id}-missed`,
        room: `${buyers[1]!.id}_${member.id}`,
        listingName: about,
        status: 'missed' as const,
        createdAt: new Date(now.getTime() - DAY - 2 * 3_600_000),
      },
    ]);
    seeded += 1;
  }
  return seeded;
}
