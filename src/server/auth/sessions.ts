import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users, type User } from '../db/schema';
import { hashToken, randomToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often per token, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface IssuedTokens {
  signInId: string;
  accessToken: string;
  apiToken: string;
}

export async function createSignIn(db: Db, userId: string, userAgent: string | undefined): Promise<IssuedTokens> {
  const signInId = randomUUID();
  const accessToken = randomToken();
  const apiToken = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const agent = userAgent?.slice(0, 300) ?? null;
  await db.insert(sessions).values([
    { signInId, userId, kind: 'access', tokenHash: hashToken(accessToken), userAgent: agent, expiresAt },
    { signInId, userId, kind: 'api', tokenHash: hashToken(apiToken), userAgent: agent, expiresAt },
  ]);
  return { signInId, accessToken, apiToken };
}

export interface ResolvedToken {
  user: User;
  signInId: string;
}

/**
 * The active user a token belongs to, or null when the token is unknown, expired, revoked or its
 * user suspended. Using a token pushes its expiry forward (sliding, SESSION_TTL_MS).
 */
export async function resolveToken(db: Db, token: string, kind: 'access' | 'api'): Promise<ResolvedToken | null> {
  const now = new Date();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, kind), gt(sessions.expiresAt, now)));
  if (!row || row.user.status !== 'active') return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.signInId, row.session.signInId));
  }
  return { user: row.user, signInId: row.session.signInId };
}

/** For the realtime and video services: the user of an apiToken. */
export function resolveApiToken(db: Db, token: string) {
  return resolveToken(db, token, 'api');
}

export async function revokeSignIn(db: Db, userId: string, signInId: string): Promise<boolean> {
  const gone = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.signInId, signInId)))
    .returning({ id: sessions.id });
  return gone.length > 0;
}

/** Signs the user out everywhere, or everywhere but `keepSignInId`; also sweeps expired rows. */
export async function revokeAllSignIns(db: Db, userId: string, keepSignInId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        keepSignInId ? or(ne(sessions.signInId, keepSignInId), lt(sessions.expiresAt, new Date())) : undefined,
      ),
    );
}

export async function listSignIns(db: Db, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.kind, 'access'), gt(sessions.expiresAt, new Date())))
    .orderBy(sessions.lastUsedAt);
}

/**
 * Which of these sign-ins are still live: an api token not expired, of an active user (what
 * resolveToken accepts). One query per 1,000 ids, for the realtime re-check of open sockets; it
 * reads only, so an open socket does not push its session's expiry forward.
 */
export async function liveSignIns(db: Db, signInIds: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  const now = new Date();
  for (let i = 0; i < signInIds.length; i += 1000) {
    const rows = await db
      .selectDistinct({ signInId: sessions.signInId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.signInId, signInIds.slice(i, i + 1000)),
          eq(sessions.kind, 'api'),
          gt(sessions.expiresAt, now),
          eq(users.status, 'active'),
        ),
      );
    for (const row of rows) live.add(row.signInId);
  }
  return live;
}
