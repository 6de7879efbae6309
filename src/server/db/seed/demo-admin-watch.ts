import { sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../client';
import { users } from '../schema';
import { DEMO_USERS } from './demo-users';

const DEMO_ADMIN = DEMO_USERS[0];

/**
 * How long a confirmed "still untouched" is believed without asking the database again. Every page
 * carries the answer (the demo notice), and asking per page was a fifth of the server's time under
 * load (ADR 0014). Writes through this server's API call `recheck()`, so only a change made outside
 * it (SQL by an operator, another server process on the same PostgreSQL) waits for this.
 */
export const DEMO_ADMIN_RECHECK_MS = 1000;

export interface DemoAdminWatch {
  /** True while the demo admin still exists with the password the README publishes. */
  untouched(): Promise<boolean>;
  /** The demo admin may have changed (a write through the API): the next ask reads the database. */
  recheck(): void;
}

export interface DemoAdminWatchOptions {
  recheckMs?: number;
  now?: () => number;
}

async function demoAdminHash(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ADMIN.email}`);
  return row?.passwordHash ?? null;
}

const TRUE = Promise.resolve(true);
const FALSE = Promise.resolve(false);

/**
 * Checks once, at start, whether the demo admin's stored hash still matches the published password
 * (one scrypt), then only compares the stored hash with that one: a password change, a new e-mail
 * or a deleted account gives another hash or none. Once touched it stays touched for this process
 * (nobody gets the very same salted hash back), so later asks cost nothing. While untouched, an
 * answer read from the database is reused for `recheckMs`, unless `recheck()` was called since the
 * read began.
 */
export async function watchDemoAdmin(db: Db, options: DemoAdminWatchOptions = {}): Promise<DemoAdminWatch> {
  const recheckMs = options.recheckMs ?? DEMO_ADMIN_RECHECK_MS;
  const now = options.now ?? Date.now;
  const hash = await demoAdminHash(db);
  let demoHash = hash && (await verifyPassword(DEMO_ADMIN.password, hash)) ? hash : null;
  // Bumped by recheck(): a read that began before a write may have missed it, so it neither
  // confirms the answer nor serves asks made after the write.
  let generation = 0;
  let confirmed = { generation: -1, at: 0 };
  // Asks that arrive while one read is under way share its answer.
  let inFlight: { generation: number; answer: Promise<boolean> } | null = null;

  const read = async (startedGeneration: number, startedAt: number) => {
    try {
      if ((await demoAdminHash(db)) !== demoHash) demoHash = null;
      if (generation === startedGeneration) confirmed = { generation: startedGeneration, at: startedAt };
    } catch {
      // The database is away for a moment: the page still renders with the last known answer,
      // and the next ask tries again (nothing was confirmed).
    }
    return demoHash !== null;
  };

  return {
    untouched() {
      if (!demoHash) return FALSE;
      if (confirmed.generation === generation && now() - confirmed.at < recheckMs) return TRUE;
      if (inFlight?.generation === generation) return inFlight.answer;
      const mine = { generation, answer: read(generation, now()) };
      inFlight = mine;
      void mine.answer.finally(() => {
        if (inFlight === mine) inFlight = null;
      });
      return mine.answer;
    },
    recheck() {
      if (demoHash) generation += 1;
    },
  };
}
