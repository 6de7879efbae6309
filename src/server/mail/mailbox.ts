import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailMessages, roles, userRoles, users } from '../db/schema';

/*
 * Delivery into the e-mail app's mailboxes (issue #35), shared like the mailer: the e-mail module
 * delivers users' mail with it, and the contact form puts each request into the site admins'
 * inboxes (modules do not import each other, ADR 0010).
 */

export type MailboxCopy = typeof emailMessages.$inferInsert;

/** Inserts the copies (one per mailbox); returns their ids in order. */
export async function deliverToMailboxes(db: Pick<Db, 'insert'>, copies: MailboxCopy[]): Promise<string[]> {
  if (copies.length === 0) return [];
  const rows = await db.insert(emailMessages).values(copies).returning({ id: emailMessages.id });
  return rows.map((r) => r.id);
}

/** The users holding the built-in admin role: the ones the site's contact requests reach. */
export async function adminUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, 'admin'), eq(roles.builtIn, true)));
  return [...new Set(rows.map((r) => r.id))];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Sanitized HTML (security/sanitize-html.ts: a known, small set of tags) as plain text: blocks
 * and breaks become line breaks, list items get a dash, tags go and entities are read.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|blockquote|ul|ol)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text as the HTML of a message body: paragraphs by blank lines, the rest escaped. */
export function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Users of the product among `addresses` (compared without letter case), by lower-cased address. */
export async function usersByAddress(
  db: Db,
  addresses: string[],
): Promise<Map<string, { id: string; name: string; email: string }>> {
  const found = new Map<string, { id: string; name: string; email: string }>();
  if (addresses.length === 0) return found;
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        addresses.map((a) => a.toLowerCase()),
      ),
    );
  for (const row of rows) found.set(row.email.toLowerCase(), row);
  return found;
}
