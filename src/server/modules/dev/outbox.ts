import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

/** The newest 20 mails kept for one address (any case), newest first. */
export async function keptMailTo(db: Db, to: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(sql`lower(${outbox.to}) = ${to.toLowerCase()}`)
    .orderBy(desc(outbox.createdAt))
    .limit(20);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() }));
}
