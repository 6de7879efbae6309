import { inArray, sql } from 'drizzle-orm';
import { SITES } from '../../../common/sites';
import type { Db } from '../client';
import { conversationMessages, conversations, users } from '../schema';
import { DEMO_SELLERS } from './demo-listings';

/*
 * Direct chats for the chat app (issue #35): on every site the demo admin and member talk, and
 * each of them with a demo seller, so /apps/chat opens on a few conversations (with one unread
 * answer for each) rather than on nothing. Two inserts per site; nothing is made twice.
 */

const MINUTE = 60_000;

type Line = { from: 'a' | 'b'; text: string };
const TALKS: Record<'en' | 'pl', Line[][]> = {
  en: [
    [
      { from: 'a', text: 'Morning! Could you check the new listings before noon?' },
      { from: 'b', text: 'Sure, I will go through them after the call.' },
      { from: 'a', text: 'Thanks. Two of them still need photos.' },
      { from: 'b', text: 'Done: photos added, both are published now.' },
    ],
    [
      { from: 'a', text: 'Hi, is the viewing on Saturday still on?' },
      { from: 'b', text: 'Yes, ten o’clock. See you there!' },
    ],
  ],
  pl: [
    [
      { from: 'a', text: 'Dzień dobry! Zerkniesz na nowe ogłoszenia przed południem?' },
      { from: 'b', text: 'Jasne, przejrzę je po rozmowie.' },
      { from: 'a', text: 'Dzięki. Dwa wciąż nie mają zdjęć.' },
      { from: 'b', text: 'Gotowe: zdjęcia dodane, oba są już opublikowane.' },
    ],
    [
      { from: 'a', text: 'Cześć, czy sobotnie oglądanie jest aktualne?' },
      { from: 'b', text: 'Tak, o dziesiątej. Do zobaczenia!' },
    ],
  ],
};

/** Needs the demo users seeded first (the sellers are optional). Returns how many chats it made. */
export async function seedDemoChat(db: Db, now = new Date()): Promise<number> {
  const emails = ['admin@demo.test', 'member@demo.test', ...DEMO_SELLERS.slice(0, 2).map((s) => s.email)];
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const idOf = (email: string) => people.find((p) => p.email.toLowerCase() === email)?.id;
  const admin = idOf('admin@demo.test');
  const member = idOf('member@demo.test');
  if (!admin || !member) return 0;
  const sellers = DEMO_SELLERS.slice(0, 2).map((s) => idOf(s.email));
  // [first speaker, answerer, talk]: the demo admin and member each end up with an unread answer.
  const pairs: [string, string, number][] = [[member, admin, 0]];
  if (sellers[0]) pairs.push([admin, sellers[0], 1]);
  if (sellers[1]) pairs.push([member, sellers[1], 1]);

  let made = 0;
  for (const [siteIndex, site] of SITES.entries()) {
    const talks = TALKS[site.defaultLang === 'pl' ? 'pl' : 'en'];
    for (const [pairIndex, [a, b, talk]] of pairs.entries()) {
      const lines = talks[talk]!;
      // Spread over the last days, the newest chat first in the list.
      const end = now.getTime() - (pairIndex * 26 + siteIndex) * 60 * MINUTE;
      const times = lines.map((_, i) => new Date(end - (lines.length - 1 - i) * 7 * MINUTE));
      const [buyerId, sellerId] = a < b ? [a, b] : [b, a];
      // Whoever wrote the last line has read it all; the other one has that line unread.
      const lastBy = lines.at(-1)!.from === 'a' ? a : b;
      const reader = lastBy === a ? b : a;
      const readAll = times.at(-1)!;
      const readBefore = times.at(-2) ?? null;
      const mark = (id: string) => (id === reader ? readBefore : readAll);
      const [row] = await db
        .insert(conversations)
        .values({
          site: site.id,
          kind: 'direct',
          buyerId,
          sellerId,
          buyerReadAt: mark(buyerId),
          sellerReadAt: mark(sellerId),
          createdAt: times[0]!,
          lastMessageAt: readAll,
        })
        .onConflictDoNothing()
        .returning({ id: conversations.id });
      if (!row) continue;
      await db.insert(conversationMessages).values(
        lines.map((line, i) => ({
          conversationId: row.id,
          senderId: line.from === 'a' ? a : b,
          body: line.text,
          createdAt: times[i]!,
        })),
      );
      made += 1;
    }
  }
  return made;
}
