import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { MISSED_CALLS_LIMIT, type MissedCallList } from '../../../common/schemas/calls';
import { avatarUrlOf } from '../../auth/public-user';
import type { Db } from '../../db/client';
import { calls, users, type CallStatus } from '../../db/schema';

/*
 * The calls record (issue #16): one row per invitation, its answer, and whether a missed one was
 * seen by the callee. Filled from the live channel's relayed invitations (recorder.ts); read by the
 * navbar bell and, later, the dashboards.
 */

export interface NewCall {
  site: string;
  callerId: string;
  calleeId: string;
  messageId: string;
  room: string;
  listingName: string | null;
}

/**
 * Records a ringing call; null when it is already recorded (the same invitation sent twice) or the
 * callee has no account. A repeat from the same caller to the same callee on the site within
 * `repeatWindowMs` of the last one, while that call still rings or sits unseen among the missed,
 * rings again in the same row (its invitation, room and time now the new one's) instead of adding a
 * row: calling back a few times is one missed call in the bell and one call on the dashboards, and
 * a flood of invitations cannot fill either (issue #30).
 */
export async function recordInvitation(db: Db, call: NewCall, repeatWindowMs: number): Promise<string | null> {
  const [callee] = await db.select({ id: users.id }).from(users).where(eq(users.id, call.calleeId));
  if (!callee) return null;
  const [again] = await db
    .select({ id: calls.id })
    .from(calls)
    .where(and(eq(calls.callerId, call.callerId), eq(calls.messageId, call.messageId)));
  if (again) return null;
  if (repeatWindowMs > 0) {
    const [repeated] = await db
      .update(calls)
      .set({
        messageId: call.messageId,
        room: call.room,
        listingName: call.listingName,
        status: 'ringing',
        createdAt: sql`now()`,
      })
      .where(
        sql`${calls.id} = (${db
          .select({ id: calls.id })
          .from(calls)
          .where(
            and(
              eq(calls.site, call.site),
              eq(calls.callerId, call.callerId),
              eq(calls.calleeId, call.calleeId),
              inArray(calls.status, ['ringing', 'missed']),
              eq(calls.seenByCallee, false),
              gte(calls.createdAt, new Date(Date.now() - repeatWindowMs)),
            ),
          )
          .orderBy(desc(calls.createdAt))
          .limit(1)})`,
      )
      .returning({ id: calls.id });
    if (repeated) return repeated.id;
  }
  const [row] = await db.insert(calls).values(call).onConflictDoNothing().returning({ id: calls.id });
  return row?.id ?? null;
}

/**
 * The callee's answer to a ringing call. Only the callee can answer (the stamped sender of the
 * answer), only into the caller's room, and only while it rings: a late answer changes nothing.
 * An answer to an invitation that a repeat took the place of (recordInvitation) answers the row
 * the repeat rings in: the callee picked up the same caller.
 */
export async function recordAnswer(
  db: Db,
  answer: {
    callerId: string;
    calleeId: string;
    messageId: string;
    status: Extract<CallStatus, 'accepted' | 'declined'>;
  },
): Promise<boolean> {
  const pair = and(eq(calls.callerId, answer.callerId), eq(calls.calleeId, answer.calleeId));
  const [own] = await db
    .select({ id: calls.id })
    .from(calls)
    .where(and(pair, eq(calls.messageId, answer.messageId)));
  const [target] = own
    ? [own]
    : await db
        .select({ id: calls.id })
        .from(calls)
        .where(and(pair, eq(calls.status, 'ringing')))
        .orderBy(desc(calls.createdAt))
        .limit(1);
  if (!target) return false;
  const rows = await db
    .update(calls)
    .set({ status: answer.status, answeredAt: new Date() })
    .where(and(eq(calls.id, target.id), eq(calls.status, 'ringing')))
    .returning({ id: calls.id });
  return rows.length > 0;
}

/**
 * A call still ringing when its invitation ran out becomes missed; the callee, when it did. Only
 * while the row still holds that invitation: a repeat that rang again in it runs its own timer.
 */
export async function markMissed(db: Db, id: string, messageId: string): Promise<{ calleeId: string } | null> {
  const [row] = await db
    .update(calls)
    .set({ status: 'missed' })
    .where(and(eq(calls.id, id), eq(calls.messageId, messageId), eq(calls.status, 'ringing')))
    .returning({ calleeId: calls.calleeId });
  return row ?? null;
}

/**
 * Calls left ringing past the timeout (their timer died with a stopped process) become missed.
 * Run before reading, so the record never shows a call ringing for ever.
 */
export async function expireStale(db: Db, timeoutMs: number, calleeId?: string): Promise<number> {
  const before = new Date(Date.now() - timeoutMs);
  const rows = await db
    .update(calls)
    .set({ status: 'missed' })
    .where(
      and(
        eq(calls.status, 'ringing'),
        lt(calls.createdAt, before),
        calleeId ? eq(calls.calleeId, calleeId) : undefined,
      ),
    )
    .returning({ id: calls.id });
  return rows.length;
}

/** The member's latest missed calls on a site, the unseen first, with the caller's account name and picture. */
export async function missedCalls(db: Db, calleeId: string, site: string): Promise<MissedCallList> {
  const mine = and(eq(calls.calleeId, calleeId), eq(calls.site, site), eq(calls.status, 'missed'));
  const rows = await db
    .select({
      id: calls.id,
      callerId: calls.callerId,
      callerName: users.name,
      callerAvatar: users.avatar,
      listingName: calls.listingName,
      createdAt: calls.createdAt,
      seen: calls.seenByCallee,
    })
    .from(calls)
    .innerJoin(users, eq(users.id, calls.callerId))
    .where(mine)
    .orderBy(calls.seenByCallee, desc(calls.createdAt))
    .limit(MISSED_CALLS_LIMIT);
  const [unseen] = await db
    .select({ n: count() })
    .from(calls)
    .where(and(mine, eq(calls.seenByCallee, false)));
  return {
    items: rows.map((r) => ({
      id: r.id,
      caller: { id: r.callerId, name: r.callerName, avatarUrl: avatarUrlOf(r.callerAvatar) },
      listingName: r.listingName,
      createdAt: r.createdAt.toISOString(),
      seen: r.seen,
    })),
    unseen: unseen?.n ?? 0,
  };
}

/** Marks some of the member's missed calls on a site seen; anyone else's ids match nothing. */
export async function markSeen(db: Db, calleeId: string, site: string, ids: readonly string[]): Promise<number> {
  const rows = await db
    .update(calls)
    .set({ seenByCallee: true })
    .where(
      and(
        eq(calls.calleeId, calleeId),
        eq(calls.site, site),
        eq(calls.status, 'missed'),
        eq(calls.seenByCallee, false),
        inArray(calls.id, [...ids]),
      ),
    )
    .returning({ id: calls.id });
  return rows.length;
}

export interface CallStats {
  /** Invitations sent. */
  made: number;
  answered: number;
  declined: number;
  missed: number;
}

/** Calls on a site started in [from, to): how many were made, answered, declined and missed (dashboards). */
export async function callStats(db: Db, site: string, from: Date, to: Date): Promise<CallStats> {
  const [row] = await db
    .select({
      made: count(),
      answered: sql<number>`count(*) filter (where ${calls.status} = 'accepted')`.mapWith(Number),
      declined: sql<number>`count(*) filter (where ${calls.status} = 'declined')`.mapWith(Number),
      missed: sql<number>`count(*) filter (where ${calls.status} = 'missed')`.mapWith(Number),
    })
    .from(calls)
    .where(and(eq(calls.site, site), gte(calls.createdAt, from), lt(calls.createdAt, to)));
  return { made: row?.made ?? 0, answered: row?.answered ?? 0, declined: row?.declined ?? 0, missed: row?.missed ?? 0 };
}
