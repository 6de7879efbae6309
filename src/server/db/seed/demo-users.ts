import { sql } from 'drizzle-orm';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import { users } from '../schema';
import { grantRoles } from './roles';

/** The demo accounts of DESIGN.md section 3; the README lists them. */
export const DEMO_USERS = [
  { email: 'admin@demo.test', name: 'Demo Admin', password: 'demo-admin-password', roles: ['admin', 'member'] },
  { email: 'member@demo.test', name: 'Demo Member', password: 'demo-member-password', roles: ['member'] },
] as const;

/** Needs the roles seeded first (seedRoles). */
export async function seedDemoUsers(db: Db): Promise<void> {
  for (const user of DEMO_USERS) {
    // Hashing costs ~100 ms, so skip it for accounts that already exist.
    const existing = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${user.email.toLowerCase()}`);
    let id = existing[0]?.id;
    if (!id) {
      const passwordHash = await hashPassword(user.password);
      // A concurrent first start may have inserted it meanwhile; the lower(email) index catches that.
      const inserted = await db
        .insert(users)
        .values({ email: user.email, name: user.name, passwordHash, emailVerifiedAt: new Date() })
        .onConflictDoNothing()
        .returning({ id: users.id });
      id = inserted[0]?.id;
    }
    if (id) await grantRoles(db, id, user.roles);
  }
}
