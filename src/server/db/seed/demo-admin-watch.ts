import { sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../client';
import { users } from '../schema';
import { DEMO_USERS } from './demo-users';

const DEMO_ADMIN = DEMO_USERS[0];

export interface DemoAdminWatch {
  /** True while the demo admin still exists with the password the README publishes. */
  untouched(): Promise<boolean>;
}

async function demoAdminHash(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_ADMIN.email}`);
  return row?.passwordHash ?? null;
}

/**
 * Checks once, at start, whether the demo admin's stored hash still matches the published password
 * (one scrypt), then on each ask only compares the stored hash with that one: a password change or
 * a deleted account gives another hash or none. Once touched it stays touched for this process
 * (nobody gets the very same salted hash back), so later asks cost nothing.
 */
export async function watchDemoAdmin(db: Db): Promise<DemoAdminWatch> {
  const hash = await demoAdminHash(db);
  let demoHash = hash && (await verifyPassword(DEMO_ADMIN.password, hash)) ? hash : null;
  // Asks that arrive while one is being answered share its answer: under load (50 pages at once)
  // that is one query instead of fifty, and an ask made after a change still sees it.
  let inFlight: Promise<boolean> | null = null;
  const check = async () => {
    try {
      if ((await demoAdminHash(db)) !== demoHash) demoHash = null;
    } catch {
      // The database is away for a moment: the page still renders, with the last known answer.
    }
    return demoHash !== null;
  };
  return {
    untouched() {
      if (!demoHash) return Promise.resolve(false);
      inFlight ??= check().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
