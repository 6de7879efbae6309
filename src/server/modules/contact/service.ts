import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { CONTACT_PAGE_SIZE, type ContactInbox, type ContactMessageView } from '../../../common/schemas/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { HttpError } from '../../http-error';

/*
 * Contact-form messages of one site (issue #15). Every query names the site: an administrator of
 * one site never reads, marks or deletes another site's messages (another site's id is a 404).
 */

type Row = typeof contactMessages.$inferSelect;

const view = (row: Row): ContactMessageView => ({
  id: row.id,
  name: row.name,
  email: row.email,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

const notFound = () => new HttpError(404, 'contactMessageNotFound');

export async function storeContactMessage(
  db: Db,
  site: string,
  input: { name: string; email: string; message: string },
): Promise<ContactMessageView> {
  const [row] = await db
    .insert(contactMessages)
    .values({ site, name: input.name, email: input.email, body: input.message })
    .returning();
  return view(row!);
}

export async function contactInbox(db: Db, site: string, page: number): Promise<ContactInbox> {
  const ofSite = eq(contactMessages.site, site);
  const [rows, [totals], [fresh]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(ofSite)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(CONTACT_PAGE_SIZE)
      .offset((page - 1) * CONTACT_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(ofSite),
    db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(ofSite, isNull(contactMessages.readAt))),
  ]);
  return { items: rows.map(view), total: totals?.n ?? 0, unread: fresh?.n ?? 0, page, pageSize: CONTACT_PAGE_SIZE };
}

/** Marks a message opened; the first opening's time stays. */
export async function markContactMessageRead(db: Db, site: string, id: string): Promise<ContactMessageView> {
  const mine = and(eq(contactMessages.id, id), eq(contactMessages.site, site));
  await db
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(and(mine, isNull(contactMessages.readAt)));
  const [row] = await db.select().from(contactMessages).where(mine);
  if (!row) throw notFound();
  return view(row);
}

export async function deleteContactMessage(db: Db, site: string, id: string): Promise<void> {
  const gone = await db
    .delete(contactMessages)
    .where(and(eq(contactMessages.id, id), eq(contactMessages.site, site)))
    .returning({ id: contactMessages.id });
  if (gone.length === 0) throw notFound();
}
