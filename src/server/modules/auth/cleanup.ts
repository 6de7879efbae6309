import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { accountTokens, sessions } from '../../db/schema';

export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** A used or expired mail link is kept a day, so support can still see what happened to it. */
const TOKEN_KEEP_MS = 24 * 60 * 60 * 1000;

export interface CleanupResult {
  sessions: number;
  tokens: number;
}

/** Deletes sessions past their expiry, and mail-link tokens used or expired more than a day ago. */
export async function deleteExpired(db: Db, now = new Date()): Promise<CleanupResult> {
  const dayAgo = new Date(now.getTime() - TOKEN_KEEP_MS);
  const gone = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  const tokens = await db
    .delete(accountTokens)
    .where(or(lt(accountTokens.expiresAt, dayAgo), and(isNotNull(accountTokens.usedAt), lt(accountTokens.usedAt, dayAgo))))
    .returning({ id: accountTokens.id });
  return { sessions: gone.length, tokens: tokens.length };
}

/**
 * Expired rows are never read again (every lookup checks expiresAt), but they pile up: one pair
 * per sign-in. So this runs once the server is ready and then hourly; the timer does not keep the
 * process alive, and closing the server waits for a run in progress before the database closes.
 */
export function scheduleCleanup(app: FastifyInstance, db: Db, log: FastifyBaseLogger): void {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= deleteExpired(db)
      .then(
        (result) => {
          if (result.sessions + result.tokens > 0) log.info(result, 'deleted expired sessions and tokens');
        },
        (err: unknown) => log.error({ err }, 'could not delete expired sessions and tokens'),
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
