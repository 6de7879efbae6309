import type { Db } from '../client';
import { seedDemoUsers } from './demo-users';

/** Idempotent: running it on a seeded database changes nothing. */
export async function seedDemoData(db: Db): Promise<void> {
  await seedDemoUsers(db);
}
