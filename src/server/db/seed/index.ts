import type { Db } from '../client';
import { seedDemoUsers } from './demo-users';
import { seedRoles } from './roles';

/** What the product needs to work at all (built-in roles and permissions); runs on every start. */
export async function seedBaseData(db: Db): Promise<void> {
  await seedRoles(db);
}

/** Idempotent: running it on a seeded database changes nothing. */
export async function seedDemoData(db: Db): Promise<void> {
  await seedRoles(db);
  await seedDemoUsers(db);
}
