import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/accounts/password';
import type { Db } from '../client';
import { users } from '../schema';

/** The demo accounts of DESIGN.md section 3; the README lists them. */
export const DEMO_USERS = [
  { email: 'admin@demo.test', name: 'Demo Admin', password: 'demo-admin-password' },
  { email: 'member@demo.test', name: 'Demo Member', password: 'demo-member-password' },
] as const;

export async function seedDemoUsers(db: Db): Promise<void> {
  for (const user of DEMO_USERS) {
    // Hashing costs ~100 ms, so skip it for accounts that already exist.
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${user.email.toLowerCase()}`);
    if (existing.length > 0) continue;
    const passwordHash = await hashPassword(user.password);
    // A concurrent first start may have inserted it meanwhile; the lower(email) index catches that.
    await db.insert(users).values({ email: user.email, name: user.name, passwordHash }).onConflictDoNothing();
  }
}
