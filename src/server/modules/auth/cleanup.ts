import { hostname } from 'node:os';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { accountTokens, sessions } from '../../db/schema';
import { takeLease } from '../../redis/lease';

export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** A little under the interval, so the next hour's first asker gets it even if clocks drift. */
export const CLEANUP_LEASE_MS = CLEANUP_INTERVAL_MS - 60 * 1000;
/** A used or expired mail link is kept a day, so support can still see what happened to it. */
const TOKEN_KEEP_MS = 24 * 60 * 60 * 1000;

export interface CleanupResult {
  sessions: number;
  tokens: number;
}

/** A user's sign-ins whose rows a sweep deleted. */
export type EndedSignIns = { userId: string; signInIds: string[] }[];

/**
 * Deletes sessions past their expiry, and mail-link tokens used or expired more than a day ago;
 * `onEnded` hears which sign-ins went (for their live sockets).
 */
export async function deleteExpired(
  db: Db,
  now = new Date(),
  onEnded?: (ended: EndedSignIns) => void,
): Promise<CleanupResult> {
  const dayAgo = new Date(now.getTime() - TOKEN_KEEP_MS);
  const gone = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id, userId: sessions.userId, signInId: sessions.signInId });
  if (onEnded && gone.length > 0) onEnded(bySignIn(gone));
  const tokens = await db
    .delete(accountTokens)
    .where(
      or(lt(accountTokens.expiresAt, dayAgo), and(isNotNull(accountTokens.usedAt), lt(accountTokens.usedAt, dayAgo))),
    )
    .returning({ id: accountTokens.id });
  return { sessions: gone.length, tokens: tokens.length };
}

function bySignIn(rows: { userId: string; signInId: string }[]): EndedSignIns {
  const users = new Map<string, Set<string>>();
  for (const r of rows) users.set(r.userId, (users.get(r.userId) ?? new Set()).add(r.signInId));
  return [...users].map(([userId, ids]) => ({ userId, signInIds: [...ids] }));
}

/**
 * One cleanup run: deleteExpired, and the sockets of the sign-ins it deleted are closed on every
 * process. The realtime re-check closes an expired session's sockets within a minute anyway;
 * this covers a sweep that comes round first.
 */
export function sweepExpired(app: FastifyInstance, db: Db): Promise<CleanupResult> {
  return deleteExpired(db, new Date(), (ended) => ended.forEach((e) => app.realtime.endSessions(e)));
}

/** Another module's sweep, run with this one: it answers how many rows of each kind it deleted. */
export type Sweep = (db: Db, now: Date) => Promise<Record<string, number>>;

/**
 * Expired rows are never read again (every lookup checks expiresAt), but they pile up: one pair
 * per sign-in. So this runs once the server is ready and then hourly; the timer does not keep the
 * process alive, and closing the server waits for a run in progress before the database closes.
 */
export function scheduleCleanup(app: FastifyInstance, db: Db, log: FastifyBaseLogger, sweeps: Sweep[] = []): void {
  let running: Promise<void> | null = null;
  const holder = app.env.INSTANCE_ID ?? `${hostname()}:${process.pid}`;
  // Several processes on one database (a cluster, issue #38): the one that takes the hour's lease
  // sweeps, the others skip that hour. Without Redis (or with it away) each process sweeps on its
  // own, which only repeats deletes that find nothing left.
  const mayRun = async () => {
    if (!app.redis) return true;
    try {
      return await takeLease(app.redis, `${app.env.REDIS_KEY_PREFIX}lease:cleanup`, holder, CLEANUP_LEASE_MS);
    } catch (err) {
      log.warn({ err }, 'clean-up lease: Redis did not answer; sweeping here');
      return true;
    }
  };
  const sweepAll = (): Promise<object[]> =>
    Promise.all([sweepExpired(app, db), ...sweeps.map((sweep) => sweep(db, new Date()))]);
  const run = () => {
    running ??= mayRun()
      .then((mine) => (mine ? sweepAll() : ([] as object[])))
      .then(
        (results) => {
          const result: Record<string, number> = Object.assign({}, ...results);
          if (Object.values(result).some((n) => n > 0)) log.info(result, 'deleted expired rows');
        },
        (err: unknown) => log.error({ err }, 'could not delete expired rows'),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), CLEANUP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
