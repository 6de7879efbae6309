import { and, count, desc, eq, ilike, inArray, isNull, lt, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  type ComposeEmail,
  type EmailAttachment,
  type EmailCounts,
  type EmailLabel,
  type EmailList,
  type EmailMessage,
  type EmailSummary,
  type ListEmailQuery,
  type UpdateEmailsInput,
} from '../../../common/schemas/email';
import type { Db } from '../../db/client';
import { emailAttachments, emailMessages, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Mailer } from '../../mail/mailer';
import { deliverToMailboxes, htmlToText, usersByAddress, type MailboxCopy } from '../../mail/mailbox';
import { sanitizeHtml } from '../../security/sanitize-html';

/*
 * One user's mailbox (issue #35). Every query names the owner: another user's message is as
 * unknown here as a made-up id (404), and a bulk change with one such id changes nothing at all.
 */

const m = emailMessages;
const a = emailAttachments;

export interface EmailDeps {
  db: Db;
  mailer: Mailer;
  /** Told of every delivery into a product user's inbox (the live "new mail" signal). */
  onDelivered?: (ownerIds: string[]) => void;
  log: { error: (obj: object, msg: string) => void };
}

const notFound = () => new HttpError(404, 'emailMessageNotFound');
/** A search's own % and _ match themselves (modules do not import each other's helpers). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

/** What a box of the routes shows: a folder, or the starred or labelled messages outside trash and spam. */
function boxCondition(box: ListEmailQuery['box']): SQL {
  if ((EMAIL_FOLDERS as readonly string[]).includes(box)) return eq(m.folder, box as (typeof EMAIL_FOLDERS)[number]);
  const kept = notInArray(m.folder, ['trash', 'spam']);
  if (box === 'starred') return and(eq(m.starred, true), kept)!;
  return and(sql`${m.labels} @> ${textArray([box])}`, kept)!;
}

// A select from one table renders its columns unqualified: the subquery names its own table.
const hasAttachments = sql<boolean>`exists (select 1 from ${a} ea where ea.message_id = ${m}.id)`.mapWith(Boolean);
const summaryColumns = {
  id: m.id,
  folder: m.folder,
  fromName: m.fromName,
  fromAddress: m.fromAddress,
  to: m.toAddresses,
  subject: m.subject,
  // The list never carries whole bodies: a line of the text is enough to recognize a message.
  snippet: sql<string>`left(${m.bodyText}, 160)`,
  labels: m.labels,
  starred: m.starred,
  readAt: m.readAt,
  hasAttachments,
  sentAt: m.sentAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & {
  id: string;
  folder: EmailSummary['folder'];
  fromName: string;
  fromAddress: string;
  to: string[];
  subject: string;
  snippet: string;
  labels: string[];
  starred: boolean;
  readAt: Date | null;
  hasAttachments: boolean;
  sentAt: Date;
};

const summary = (row: SummaryRow): EmailSummary => ({
  id: row.id,
  folder: row.folder,
  fromName: row.fromName,
  fromAddress: row.fromAddress,
  to: row.to,
  subject: row.subject,
  snippet: row.snippet.replace(/\s+/g, ' ').trim(),
  labels: row.labels.filter((l): l is EmailLabel => (EMAIL_LABELS as readonly string[]).includes(l)),
  starred: row.starred,
  read: row.readAt !== null,
  hasAttachments: row.hasAttachments,
  sentAt: row.sentAt.toISOString(),
});

export async function listEmail(db: Db, ownerId: string, query: ListEmailQuery): Promise<EmailList> {
  const conditions: SQL[] = [eq(m.ownerId, ownerId), boxCondition(query.box)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(m.subject, pattern),
        ilike(m.fromName, pattern),
        ilike(m.fromAddress, pattern),
        ilike(m.bodyText, pattern),
        sql`${m.toAddresses}::text ilike ${pattern}`,
      )!,
    );
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(m)
      .where(where)
      .orderBy(desc(m.sentAt), desc(m.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(m).where(where),
  ]);
  return {
    items: (rows as SummaryRow[]).map(summary),
    total: Number(totals?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Unread per folder, starred and label (drafts: how many); one pass over the unread and the drafts. */
export async function emailCounts(db: Db, ownerId: string): Promise<EmailCounts> {
  const unread = (cond: SQL) => sql<number>`count(*) filter (where ${m.readAt} is null and ${cond})`.mapWith(Number);
  const kept = sql`${m.folder} not in ('trash', 'spam')`;
  const [row] = await db
    .select({
      inbox: unread(sql`${m.folder} = 'inbox'`),
      sent: unread(sql`${m.folder} = 'sent'`),
      draft: sql<number>`count(*) filter (where ${m.folder} = 'draft')`.mapWith(Number),
      spam: unread(sql`${m.folder} = 'spam'`),
      trash: unread(sql`${m.folder} = 'trash'`),
      starred: unread(sql`${m.starred} and ${kept}`),
      personal: unread(sql`${m.labels} @> ${textArray(['personal'])} and ${kept}`),
      company: unread(sql`${m.labels} @> ${textArray(['company'])} and ${kept}`),
      important: unread(sql`${m.labels} @> ${textArray(['important'])} and ${kept}`),
      private: unread(sql`${m.labels} @> ${textArray(['private'])} and ${kept}`),
    })
    .from(m)
    .where(and(eq(m.ownerId, ownerId), or(isNull(m.readAt), eq(m.folder, 'draft'))));
  const n = (v: number | undefined) => v ?? 0;
  return {
    folders: {
      inbox: n(row?.inbox),
      sent: n(row?.sent),
      draft: n(row?.draft),
      spam: n(row?.spam),
      trash: n(row?.trash),
    },
    starred: n(row?.starred),
    labels: {
      personal: n(row?.personal),
      company: n(row?.company),
      important: n(row?.important),
      private: n(row?.private),
    },
  };
}

async function attachmentsOf(db: Db, messageId: string): Promise<EmailAttachment[]> {
  return db
    .select({ id: a.id, name: a.name, contentType: a.contentType, size: a.size })
    .from(a)
    .where(eq(a.messageId, messageId))
    .orderBy(a.createdAt, a.id);
}

/** One of the owner's messages in full. */
export async function viewEmail(db: Db, ownerId: string, id: string): Promise<EmailMessage> {
  const [row] = await db
    .select({ ...summaryColumns, cc: m.ccAddresses, bcc: m.bccAddresses, html: m.bodyHtml })
    .from(m)
    .where(and(eq(m.id, id), eq(m.ownerId, ownerId)));
  if (!row) throw notFound();
  return {
    ...summary(row as SummaryRow),
    cc: row.cc,
    bcc: row.bcc,
    html: row.html,
    attachments: await attachmentsOf(db, id),
  };
}

/** Opening a message marks it read (the first opening's time stays). */
export async function openEmail(db: Db, ownerId: string, id: string): Promise<EmailMessage> {
  await db
    .update(m)
    .set({ readAt: new Date() })
    .where(and(eq(m.id, id), eq(m.ownerId, ownerId), isNull(m.readAt)));
  return viewEmail(db, ownerId, id);
}

/** The ids, all the owner's, or a 404 (the caller then changes nothing). */
async function requireOwned(db: Pick<Db, 'select'>, ownerId: string, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const [found] = await db
    .select({ n: count() })
    .from(m)
    .where(and(eq(m.ownerId, ownerId), inArray(m.id, unique)));
  if (Number(found?.n ?? 0) !== unique.length) throw notFound();
  return unique;
}

export async function updateEmails(db: Db, ownerId: string, input: UpdateEmailsInput): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await requireOwned(tx, ownerId, input.ids);
    const set: Record<string, unknown> = {};
    if (input.read !== undefined) set.readAt = input.read ? sql`coalesce(${m.readAt}, now())` : null;
    if (input.starred !== undefined) set.starred = input.starred;
    if (input.folder !== undefined) set.folder = input.folder;
    const add = input.addLabels ?? [];
    const remove = input.removeLabels ?? [];
    if (add.length > 0 || remove.length > 0)
      set.labels = sql`array(select distinct l from unnest(${m.labels} || ${textArray(add)}) as l
        where not (l = any(${textArray(remove)})) order by l)`;
    const changed = await tx
      .update(m)
      .set(set)
      .where(and(eq(m.ownerId, ownerId), inArray(m.id, ids)))
      .returning({ id: m.id });
    return changed.length;
  });
}

/** To the trash; what is in the trash already goes for good (with its attachments). */
export async function deleteEmails(db: Db, ownerId: string, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const owned = await requireOwned(tx, ownerId, ids);
    const mine = and(eq(m.ownerId, ownerId), inArray(m.id, owned));
    const gone = await tx
      .delete(m)
      .where(and(mine, eq(m.folder, 'trash')))
      .returning({ id: m.id });
    const moved = await tx
      .update(m)
      .set({ folder: 'trash' })
      .where(and(mine, ne(m.folder, 'trash')))
      .returning({ id: m.id });
    return gone.length + moved.length;
  });
}

const unique = (addresses: string[]) => {
  const seen = new Set<string>();
  return addresses.filter((x) => {
    const key = x.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * Saves a draft (new, or `draftId` again) or sends. Sending puts the sender's copy in "sent"
 * (the draft itself, when there was one), a copy into the inbox of every user of the product
 * among the recipients, and gives the other addresses to the mailer, after the copies are stored:
 * a mail server that is down does not take the message back from those who got it.
 */
export async function composeEmail(
  deps: EmailDeps,
  ownerId: string,
  input: ComposeEmail,
  draftId?: string,
): Promise<{ message: EmailMessage; internal: number; external: number }> {
  const { db } = deps;
  const html = sanitizeHtml(input.html);
  const text = htmlToText(html);
  const to = unique(input.to);
  const cc = unique(input.cc);
  const bcc = unique(input.bcc);
  const recipients = unique([...to, ...cc, ...bcc]);
  if (input.send && recipients.length === 0)
    throw new HttpError(400, 'emailRecipientsRequired', { fields: { to: 'emailRecipientsRequired' } });

  const [sender] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, ownerId));
  if (!sender) throw new HttpError(401, 'signInRequired');
  const internalUsers = input.send ? await usersByAddress(db, recipients) : new Map();
  const external = recipients.filter((r) => !internalUsers.has(r.toLowerCase()));
  const now = new Date();

  const result = await db.transaction(async (tx) => {
    if (draftId) {
      const [draft] = await tx
        .select({ folder: m.folder })
        .from(m)
        .where(and(eq(m.id, draftId), eq(m.ownerId, ownerId)))
        .for('update');
      if (!draft) throw notFound();
      if (draft.folder !== 'draft') throw new HttpError(409, 'emailNotDraft');
    }
    // The files must be the sender's own uploads, free or already on this draft.
    const files = [...new Set(input.attachmentIds)];
    if (files.length > 0) {
      const [owned] = await tx
        .select({ n: count() })
        .from(a)
        .where(
          and(
            eq(a.ownerId, ownerId),
            inArray(a.id, files),
            draftId ? or(isNull(a.messageId), eq(a.messageId, draftId)) : isNull(a.messageId),
          ),
        );
      if (Number(owned?.n ?? 0) !== files.length)
        throw new HttpError(404, 'emailAttachmentNotFound', { fields: { attachmentIds: 'emailAttachmentNotFound' } });
    }
    const own = {
      folder: input.send ? ('sent' as const) : ('draft' as const),
      fromName: sender.name,
      fromAddress: sender.email,
      toAddresses: to,
      ccAddresses: cc,
      bccAddresses: bcc,
      subject: input.subject,
      bodyHtml: html,
      bodyText: text,
      readAt: now,
      sentAt: now,
    };
    let id: string;
    if (draftId) {
      await tx.update(m).set(own).where(eq(m.id, draftId));
      id = draftId;
      // Files taken off the draft are deleted with it, as a mail client forgets them.
      await tx.delete(a).where(and(eq(a.messageId, draftId), files.length > 0 ? notInArray(a.id, files) : undefined));
    } else {
      [id] = (await deliverToMailboxes(tx, [{ ownerId, ...own }])) as [string];
    }
    if (files.length > 0)
      await tx
        .update(a)
        .set({ messageId: id })
        .where(and(eq(a.ownerId, ownerId), inArray(a.id, files)));
    if (!input.send) return { id, delivered: [] as string[] };

    const copies: MailboxCopy[] = [...internalUsers.values()].map((user) => ({
      ownerId: user.id,
      folder: 'inbox',
      fromName: sender.name,
      fromAddress: sender.email,
      toAddresses: to,
      ccAddresses: cc,
      subject: input.subject,
      bodyHtml: html,
      bodyText: text,
      readAt: null,
      sentAt: now,
    }));
    const copyIds = await deliverToMailboxes(tx, copies);
    // Each copy gets files of its own, so one mailbox deleting its copy leaves the others theirs.
    for (const [i, copyId] of copyIds.entries())
      if (files.length > 0)
        await tx.execute(sql`insert into ${a} (owner_id, message_id, name, content_type, size, data)
          select ${copies[i]!.ownerId}, ${copyId}, name, content_type, size, data from ${a}
          where message_id = ${id} order by created_at, id`);
    return { id, delivered: copies.map((c) => c.ownerId) };
  });

  if (input.send && external.length > 0) {
    const attachments =
      input.attachmentIds.length > 0
        ? (await db.select().from(a).where(eq(a.messageId, result.id))).map((f) => ({
            filename: f.name,
            content: Buffer.from(f.data),
            contentType: f.contentType,
          }))
        : [];
    const body = `${sender.name} <${sender.email}>:\n\n${text}`;
    for (const address of external)
      deps.mailer
        .send({ to: address, replyTo: sender.email, subject: input.subject || '(no subject)', text: body, attachments })
        .catch((err: unknown) => deps.log.error({ err, to: address }, 'email app: mail failed'));
  }
  if (result.delivered.length > 0) deps.onDelivered?.(result.delivered);
  return {
    message: await viewEmail(db, ownerId, result.id),
    internal: result.delivered.length,
    external: input.send ? external.length : 0,
  };
}

/** Content types a browser may show as they are; anything else downloads as bytes. */
const SAFE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain']);

export async function storeAttachment(
  db: Db,
  ownerId: string,
  file: { filename: string; mimetype: string; data: Buffer },
): Promise<EmailAttachment> {
  // The name is shown and sent in headers: one line, no path, not too long.
  const name =
    file.filename
      .replace(/^.*[\\/]/, '')
      .replace(/[\p{Cc}\p{Zl}\p{Zp}"]/gu, '')
      .trim()
      .slice(0, 200) || 'file';
  const contentType = /^[\w.+-]+\/[\w.+-]+$/.test(file.mimetype)
    ? file.mimetype.toLowerCase()
    : 'application/octet-stream';
  const [row] = await db
    .insert(a)
    .values({ ownerId, name, contentType, size: file.data.length, data: file.data })
    .returning({ id: a.id, name: a.name, contentType: a.contentType, size: a.size });
  return row!;
}

/** How long an uploaded file may wait for the draft or message it was uploaded for. */
export const UPLOAD_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Files uploaded in the composer but never sent or saved with a draft (the window was closed,
 * the file removed before sending): nobody can reach them, and they hold their bytes in the
 * database. The hourly clean-up deletes those older than a day.
 */
export async function deleteAbandonedUploads(db: Db, now = new Date()): Promise<{ emailUploads: number }> {
  const gone = await db
    .delete(a)
    .where(and(isNull(a.messageId), lt(a.createdAt, new Date(now.getTime() - UPLOAD_KEEP_MS))))
    .returning({ id: a.id });
  return { emailUploads: gone.length };
}

export async function readAttachment(
  db: Db,
  ownerId: string,
  id: string,
): Promise<{ name: string; contentType: string; data: Buffer }> {
  const [row] = await db
    .select({ name: a.name, contentType: a.contentType, data: a.data })
    .from(a)
    .where(and(eq(a.id, id), eq(a.ownerId, ownerId)));
  if (!row) throw new HttpError(404, 'emailAttachmentNotFound');
  return {
    name: row.name,
    contentType: SAFE_TYPES.has(row.contentType) ? row.contentType : 'application/octet-stream',
    data: Buffer.from(row.data),
  };
}
