import { subject } from '@casl/ability';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ChatList, ChatPerson, ChatStatus, ChatView } from '../../../common/schemas/chat';
import { avatarUrlOf } from '../../auth/public-user';
import type { Db } from '../../db/client';
import { conversationMessages, conversations, users, type Conversation } from '../../db/schema';
import { HttpError } from '../../http-error';
import { conversationViews, unreadTotal, type Actor } from './service';

/** Which of these users have a live connection now (one question for all: realtime.onlineAmong). */
export type OnlineAmong = (userIds: readonly string[]) => Promise<Set<string>>;

/** The most chats the list shows (a busy member's recent ones; older ones stay in the store). */
const MAX_CHATS = 200;

/** What others see: the chosen status while connected, offline otherwise or when appearing offline. */
export const presenceOf = (chosen: ChatStatus, online: boolean): ChatStatus =>
  online && chosen !== 'offline' ? chosen : 'offline';

/** The two ids of a direct chat in stored order: the smaller one is buyer_id (conversations_direct_pair). */
const pairOf = (a: string, b: string) => (a < b ? { buyerId: a, sellerId: b } : { buyerId: b, sellerId: a });

const hasMessages = sql`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id})`;

async function chatViews(db: Db, actor: Actor, rows: readonly Conversation[], onlineAmong: OnlineAmong) {
  const views = await conversationViews(db, actor, rows);
  const ids = [...new Set(views.map((v) => v.other.id))];
  if (ids.length === 0) return [];
  const [people, online] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        avatar: users.avatar,
        chatStatus: users.chatStatus,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(inArray(users.id, ids)),
    onlineAmong(ids),
  ]);
  const byId = new Map(
    people.map((p): [string, ChatPerson] => [
      p.id,
      {
        id: p.id,
        name: p.name,
        avatarUrl: avatarUrlOf(p.avatar),
        presence: presenceOf(p.chatStatus, online.has(p.id)),
        memberSince: p.createdAt.toISOString(),
      },
    ]),
  );
  return views.map((view): ChatView => ({
    ...view,
    person: byId.get(view.other.id) ?? {
      id: view.other.id,
      name: view.other.name,
      avatarUrl: null,
      presence: 'offline',
      memberSince: new Date(0).toISOString(),
    },
  }));
}

/**
 * The caller's chats on this site, latest first: direct ones and listing ones alike, each once it
 * has a message (a listing conversation's buyer sees theirs at once, as in My messages). Someone
 * who starts a direct chat keeps it open in the page until the first message is sent.
 */
export async function listChats(db: Db, actor: Actor, onlineAmong: OnlineAmong): Promise<ChatList> {
  const me = actor.userId;
  const [rows, unread, [self]] = await Promise.all([
    db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.site, actor.site.id),
          or(
            and(eq(conversations.kind, 'listing'), eq(conversations.buyerId, me)),
            and(or(eq(conversations.buyerId, me), eq(conversations.sellerId, me)), hasMessages),
          ),
        ),
      )
      .orderBy(desc(conversations.lastMessageAt))
      .limit(MAX_CHATS),
    unreadTotal(db, actor, 'all'),
    db.select({ status: users.chatStatus }).from(users).where(eq(users.id, me)),
  ]);
  return { items: await chatViews(db, actor, rows, onlineAmong), unread, status: self?.status ?? 'online' };
}

/**
 * The direct chat of the caller and another active member on this site, made on first use (one
 * per pair and site). Not with oneself (400), not with a suspended or unknown account (404, the
 * same answer: whether an id names a suspended account is not told). `beforeCreating` runs only
 * when a new row is about to be made (the rate limit).
 */
export async function startDirectChat(
  db: Db,
  actor: Actor,
  userId: string,
  onlineAmong: OnlineAmong,
  beforeCreating: () => Promise<void> = async () => {},
): Promise<ChatView> {
  if (!actor.ability.can('create', subject('Message', { ownerId: actor.userId })))
    throw new HttpError(403, 'forbidden');
  if (userId === actor.userId) throw new HttpError(400, 'chatWithSelf', { fields: { userId: 'chatWithSelf' } });
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  if (!other) throw new HttpError(404, 'userNotFound');
  const pair = pairOf(actor.userId, other.id);
  const existing = () =>
    db
      .select()
      .from(conversations)
      .where(
        and(
          eq(conversations.site, actor.site.id),
          eq(conversations.kind, 'direct'),
          eq(conversations.buyerId, pair.buyerId),
          eq(conversations.sellerId, pair.sellerId),
        ),
      );
  let [row] = await existing();
  if (!row) {
    await beforeCreating();
    // Two starts at once land on one row: the unique index decides, the loser reads it.
    await db
      .insert(conversations)
      .values({ site: actor.site.id, kind: 'direct', listingId: null, listingName: null, ...pair })
      .onConflictDoNothing();
    [row] = await existing();
  }
  const [view] = await chatViews(db, actor, [row!], onlineAmong);
  return view!;
}

/** Stores the caller's chosen status; returns the people to tell (their chat partners on this site). */
export async function setChatStatus(db: Db, actor: Actor, status: ChatStatus): Promise<string[]> {
  await db.update(users).set({ chatStatus: status }).where(eq(users.id, actor.userId));
  const rows = await db
    .select({ buyerId: conversations.buyerId, sellerId: conversations.sellerId })
    .from(conversations)
    .where(
      and(
        eq(conversations.site, actor.site.id),
        or(eq(conversations.buyerId, actor.userId), eq(conversations.sellerId, actor.userId)),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt))
    .limit(MAX_CHATS);
  return [...new Set(rows.map((r) => (r.buyerId === actor.userId ? r.sellerId : r.buyerId)))];
}

/**
 * The typing indicator's rule: the other participant of a conversation on this site the user is
 * in, with the user's name; null when the user is not a participant (admins reading along too:
 * they are not typing to anyone).
 */
export async function typingPeer(
  db: Db,
  conversationId: string,
  userId: string,
  siteId: string,
): Promise<{ to: string; name: string } | null> {
  const [row] = await db
    .select({ buyerId: conversations.buyerId, sellerId: conversations.sellerId, name: users.name })
    .from(conversations)
    .innerJoin(users, eq(users.id, userId))
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.site, siteId),
        or(eq(conversations.buyerId, userId), eq(conversations.sellerId, userId)),
      ),
    );
  if (!row) return null;
  return { to: row.buyerId === userId ? row.sellerId : row.buyerId, name: row.name };
}
