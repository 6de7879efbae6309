import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users, type User } from '../db/schema';
import { HttpError } from '../http-error';

// Sign-up, the own account and the admin API all create or rename accounts: they share these
// lookups so an e-mail is "taken" by the same rule everywhere.

export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return user;
}

export async function emailTaken(db: Db, email: string, exceptUserId?: string): Promise<boolean> {
  const user = await findUserByEmail(db, email);
  return Boolean(user && user.id !== exceptUserId);
}

export const emailTakenError = () => new HttpError(409, 'emailTaken', { fields: { email: 'emailTaken' } });

/** PostgreSQL's unique_violation, when two sign-ups race past the emailTaken check. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
