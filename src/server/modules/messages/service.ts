import { subject } from '@casl/ability';
import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppAbility } from '../../../common/permissions/define-ability';
import {
  MESSAGE_PAGE_SIZE,
  type ConversationView,
  type MessageHistory,
  type MessageView,
} from '../../../common/schemas/messages';
import type { SiteConfig } from '../../../common/sites';
import type { Db } from '../../db/client';
import {
  conversationMessages,
  conversations,
  listingImages,
  listings,
  users,
  type Conversation,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { imageView } from '../../media/listing-image-view';

export interface Actor {
  userId: string;
  ability: AppAbility;
  site: SiteConfig;
}

/** The caller's side of a conversation, or 'reader' for an admin who is not in it. */
type Side = 'buyer' | 'seller' | 'reader';

const notFound = () => new HttpError(404, 'conversationNotFound');

export function sideOf(actor: Actor, row: Conversation): Side | null {
  if (row.buyerId === actor.userId) return 'buyer';
  if (row.sellerId === actor.userId) return 'seller';
  // Anyone else only with a rule that covers other people's messages (administrators).
  return actor.ability.can('read', subject('Message', { ownerId: row.buyerId })) ? 'reader' : null;
}

/**
 * The conversation if the caller may see it; 404 otherwise, also for another site's (an id from
 * elsewhere tells nothing). A participant whose role lost "manage Message own" gets 403.
 */
export async function visibleConversation(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ row: Conversation; side: Side }> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.site, actor.site.id)));
  if (!row) throw notFound();
  const side = sideOf(actor, row);
  if (!side) throw notFound();
  if (side !== 'reader' && !actor.ability.can('create', subject('Message', { ownerId: actor.userId }))) {
    throw new HttpError(403, 'forbidden');
  }
  return { row, side };
}

/**
 * The conversation if the caller may post into it. Reading along is not talking: someone who is
 * not a participant also needs a rule letting them create messages in other people's
 * conversations (an administrator's "manage all", a moderator's "create Message"); a role with
 * only "read Message" gets 403 and stores nothing (issue #30).
 */
export async function writableConversation(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ row: Conversation; side: Side }> {
  const found = await visibleConversation(db, actor, id);
  if (found.side === 'reader' && !actor.ability.can('create', subject('Message', { ownerId: found.row.buyerId }))) {
    throw new HttpError(403, 'forbidden');
  }
  return found;
}

const messageColumns = {
  id: conversationMessages.id,
  conversationId: conversationMessages.conversationId,
  body: conversationMessages.body,
  createdAt: conversationMessages.createdAt,
  senderId: conversationMessages.senderId,
  senderName: users.name,
};
type MessageRow = { [K in keyof typeof messageColumns]: (typeof messageColumns)[K]['_']['data'] };

export const messageView = (m: MessageRow): MessageView => ({
  id: m.id,
  conversationId: m.conversationId,
  sender: { id: m.senderId, name: m.senderName },
  body: m.body,
  createdAt: m.createdAt.toISOString(),
});

/** The conversations as the caller sees them, with the latest message, unread count and thumbnail, a few queries for all. */
export async function conversationViews(
  db: Db,
  actor: Actor,
  rows: readonly Conversation[],
): Promise<ConversationView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const people = new Map(
    (
      await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...new Set(rows.flatMap((r) => [r.buyerId, r.sellerId]))]))
    ).map((u) => [u.id, u.name]),
  );
  const latest = await db
    .selectDistinctOn([conversationMessages.conversationId], messageColumns)
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(inArray(conversationMessages.conversationId, ids))
    .orderBy(conversationMessages.conversationId, desc(conversationMessages.createdAt), desc(conversationMessages.id));
  const latestOf = new Map(latest.map((m) => [m.conversationId, m]));
  const unread = await unreadCounts(db, actor.userId, rows);
  const listingIds = rows.map((r) => r.listingId).filter((id): id is string => id !== null);
  // Only a published listing's cover: a draft's or archived one's pictures are private to its
  // owner (media/serve.ts), so an <img> in the other side's list would only get a 404.
  const covers = listingIds.length
    ? await db
        .selectDistinctOn([listingImages.listingId], { image: listingImages })
        .from(listingImages)
        .innerJoin(listings, eq(listings.id, listingImages.listingId))
        .where(and(inArray(listingImages.listingId, listingIds), eq(listings.status, 'published')))
        .orderBy(listingImages.listingId, desc(listingImages.cover), asc(listingImages.position))
    : [];
  const coverOf = new Map(covers.map(({ image }) => [image.listingId, imageView(image).thumb]));
  return rows.map((row) => {
    const otherId =
      row.buyerId === actor.userId ? row.sellerId : row.sellerId === actor.userId ? row.buyerId : row.sellerId;
    const last = latestOf.get(row.id);
    return {
      id: row.id,
      kind: row.kind,
      listing:
        row.kind === 'direct'
          ? null
          : {
              id: row.listingId,
              name: row.listingName ?? '',
              thumb: row.listingId ? (coverOf.get(row.listingId) ?? null) : null,
            },
      other: { id: otherId, name: people.get(otherId) ?? '' },
      lastMessage: last ? messageView(last) : null,
      unread: unread.get(row.id) ?? 0,
      lastMessageAt: row.lastMessageAt.toISOString(),
    };
  });
}

/** Per conversation: the other side's messages after the caller's read mark (0 for a reader). */
async function unreadCounts(db: Db, userId: string, rows: readonly Conversation[]): Promise<Map<string, number>> {
  const mine = rows.filter((r) => r.buyerId === userId || r.sellerId === userId);
  if (mine.length === 0) return new Map();
  const counts = await db
    .select({ id: conversationMessages.conversationId, n: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        inArray(
          conversationMessages.conversationId,
          mine.map((r) => r.id),
        ),
        ne(conversationMessages.senderId, userId),
        unreadCondition(userId),
      ),
    )
    .groupBy(conversationMessages.conversationId);
  return new Map(counts.map((c) => [c.id, Number(c.n)]));
}

/** A message is unread for `userId` when it came after their side's read mark (or there is none). */
export const unreadCondition = (userId: string) =>
  sql`(${conversationMessages.createdAt} > coalesce(case when ${conversations.buyerId} = ${userId} then ${conversations.buyerReadAt} else ${conversations.sellerReadAt} end, '-infinity'::timestamptz))`;

export async function conversationView(db: Db, actor: Actor, row: Conversation): Promise<ConversationView> {
  const [view] = await conversationViews(db, actor, [row]);
  return view!;
}

/**
 * The caller's conversation about a listing, made on first use. Only a published listing of this
 * site, and not one's own: there is nobody to talk to there. `beforeCreating` runs only when a new
 * row is about to be made (the rate limit: finding one's conversation again costs nothing).
 */
export async function startConversation(
  db: Db,
  actor: Actor,
  listingId: string,
  beforeCreating: () => Promise<void> = async () => {},
): Promise<ConversationView> {
  if (!actor.ability.can('create', subject('Message', { ownerId: actor.userId })))
    throw new HttpError(403, 'forbidden');
  const [listing] = await db
    .select({ id: listings.id, name: listings.name, ownerId: listings.ownerId })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.site, actor.site.id), eq(listings.status, 'published')));
  if (!listing) throw new HttpError(404, 'listingNotFound');
  if (listing.ownerId === actor.userId) throw new HttpError(400, 'conversationWithSelf');
  const existing = () =>
    db
      .select()
      .from(conversations)
      .where(and(eq(conversations.listingId, listing.id), eq(conversations.buyerId, actor.userId)));
  const [found] = await existing();
  if (found) return conversationView(db, actor, found);
  await beforeCreating();
  // Two clicks at once both land on the one row: the unique index decides, the loser reads it.
  await db
    .insert(conversations)
    .values({
      site: actor.site.id,
      listingId: listing.id,
      listingName: listing.name,
      buyerId: actor.userId,
      sellerId: listing.ownerId,
    })
    .onConflictDoNothing({ target: [conversations.listingId, conversations.buyerId] });
  const [row] = await existing();
  return conversationView(db, actor, row!);
}

/**
 * The caller's conversations on this site, latest activity first (at most 200: a page of a busy
 * inbox). The buyer who started one sees it at once (the web app opens it to write the first
 * message); the seller only once it has a message, so empty ones made in bulk reach nobody's inbox.
 */
export async function listConversations(db: Db, actor: Actor): Promise<ConversationView[]> {
  const rows = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.site, actor.site.id),
        // Direct chats live in the chat app (/apps/chat), which has its own list (modules/messages/chat-service.ts).
        eq(conversations.kind, 'listing'),
        or(
          eq(conversations.buyerId, actor.userId),
          and(
            eq(conversations.sellerId, actor.userId),
            sql`exists (select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id})`,
          ),
        ),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt))
    .limit(200);
  return conversationViews(db, actor, rows);
}

/** Unread messages to the caller on this site: listing conversations only (My messages), or all kinds (the chat app). */
export async function unreadTotal(db: Db, actor: Actor, kinds: 'listing' | 'all' = 'listing'): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .where(
      and(
        eq(conversations.site, actor.site.id),
        kinds === 'listing' ? eq(conversations.kind, 'listing') : undefined,
        or(eq(conversations.buyerId, actor.userId), eq(conversations.sellerId, actor.userId)),
        ne(conversationMessages.senderId, actor.userId),
        unreadCondition(actor.userId),
      ),
    );
  return Number(row?.n ?? 0);
}

/** A page of history, oldest first, ending before the message `before` (the latest page without it). */
export async function history(db: Db, conversation: Conversation, before: string | undefined): Promise<MessageHistory> {
  let cursor = sql`true`;
  if (before) {
    const [anchor] = await db
      .select({ createdAt: conversationMessages.createdAt, id: conversationMessages.id })
      .from(conversationMessages)
      .where(and(eq(conversationMessages.id, before), eq(conversationMessages.conversationId, conversation.id)));
    if (!anchor) throw new HttpError(400, 'messageCursorInvalid', { fields: { before: 'messageCursorInvalid' } });
    cursor = sql`(${conversationMessages.createdAt}, ${conversationMessages.id}) < (${anchor.createdAt}, ${anchor.id})`;
  }
  const rows = await db
    .select(messageColumns)
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.senderId))
    .where(and(eq(conversationMessages.conversationId, conversation.id), cursor))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(MESSAGE_PAGE_SIZE + 1);
  const hasMore = rows.length > MESSAGE_PAGE_SIZE;
  return { items: rows.slice(0, MESSAGE_PAGE_SIZE).reverse().map(messageView), hasMore };
}

/** Stores a message and moves the conversation to the top; the sender's own read mark moves too. */
export async function storeMessage(
  db: Db,
  row: Conversation,
  side: Side,
  senderId: string,
  body: string,
  senderName: string,
): Promise<MessageView> {
  return db.transaction(async (tx) => {
    const [message] = await tx
      .insert(conversationMessages)
      .values({ conversationId: row.id, senderId, body })
      .returning();
    // The stored time, not the JS Date: PostgreSQL keeps microseconds that a Date would cut off.
    const at = sql`(select ${conversationMessages.createdAt} from ${conversationMessages} where ${conversationMessages.id} = ${message!.id})`;
    await tx
      .update(conversations)
      .set({
        lastMessageAt: at,
        ...(side === 'buyer' ? { buyerReadAt: at } : side === 'seller' ? { sellerReadAt: at } : {}),
      })
      .where(eq(conversations.id, row.id));
    return messageView({ ...message!, senderName });
  });
}

/** The caller has seen everything up to now. */
export async function markRead(db: Db, row: Conversation, side: Side): Promise<Conversation> {
  if (side === 'reader') return row;
  const [updated] = await db
    .update(conversations)
    .set(side === 'buyer' ? { buyerReadAt: sql`now()` } : { sellerReadAt: sql`now()` })
    .where(eq(conversations.id, row.id))
    .returning();
  return updated!;
}

/**
 * Claims the right to e-mail `recipient` about this conversation: true at most once an hour, and
 * only one of several servers racing gets it (the update is the claim).
 */
export async function claimMailNotice(
  db: Db,
  row: Conversation,
  recipient: 'buyer' | 'seller',
  log: FastifyBaseLogger,
): Promise<boolean> {
  const column = recipient === 'buyer' ? conversations.buyerMailedAt : conversations.sellerMailedAt;
  const key = recipient === 'buyer' ? 'buyerMailedAt' : 'sellerMailedAt';
  const claimed = await db
    .update(conversations)
    .set({ [key]: sql`now()` })
    .where(and(eq(conversations.id, row.id), or(sql`${column} is null`, sql`${column} < now() - interval '1 hour'`)))
    .returning({ id: conversations.id });
  if (claimed.length === 0) log.debug({ conversation: row.id }, 'message notice already mailed this hour');
  return claimed.length > 0;
}
