import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { KANBAN_LIMITS, type KanbanAttachment } from '../../../common/schemas/kanban';
import { avatarUrlOf } from '../../auth/public-user';
import type { Db } from '../../db/client';
import { kanbanAttachments, kanbanBoardMembers, kanbanCards, users } from '../../db/schema';
import { HttpError } from '../../http-error';
import { kanbanAttachmentPreset } from '../../media/presets';
import { deleteMedia, saveMedia, variantFile } from '../../media/store';
import { renderVariants } from '../../media/variants';
import { cardFor, memberBoard } from './service';
import { pictureProblem } from '../../media/picture-problem';

/*
 * Pictures on cards, through the media module (ADR 0009): sniffed, checked for size and pixels,
 * re-encoded to WebP (a thumbnail and a full size) and stored under DATA_DIR/uploads/kanban. The
 * media module takes pictures only, so attachments are pictures (screenshots, photos of a
 * whiteboard); other files are refused with `listingImageType`. The files are served to the
 * board's members only (kanban-routes.ts), never cached publicly.
 */

const missingFile = () => new HttpError(400, 'listingImageMissing', { fields: { file: 'listingImageMissing' } });

/** The one file part and its name; a part over the limit is a field error, a broken body 400. */
export async function uploadedPicture(request: FastifyRequest): Promise<{ data: Buffer; name: string }> {
  if (!request.isMultipart()) throw missingFile();
  try {
    const file = await request.file();
    if (!file) throw missingFile();
    const data = await file.toBuffer();
    // One line, as people see it; the stored files are named by the media module, never by this.
    const name = (file.filename || 'picture').replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ').slice(0, 200);
    return { data, name };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw pictureProblem('tooLarge');
    request.log.info({ err }, 'unreadable multipart upload');
    throw new HttpError(400, 'invalidUpload', { fields: { file: 'invalidUpload' } });
  }
}

const columns = {
  id: kanbanAttachments.id,
  cardId: kanbanAttachments.cardId,
  mediaId: kanbanAttachments.mediaId,
  name: kanbanAttachments.name,
  createdAt: kanbanAttachments.createdAt,
  userId: users.id,
  userName: users.name,
  userAvatar: users.avatar,
};

type Row = { id: string; cardId: string; mediaId: string; name: string; createdAt: Date } & {
  userId: string | null;
  userName: string | null;
  userAvatar: string | null;
};
const toAttachment = (r: Row): KanbanAttachment => ({
  id: r.id,
  cardId: r.cardId,
  name: r.name,
  thumbFile: variantFile(r.mediaId, 'thumb'),
  fullFile: variantFile(r.mediaId, 'full'),
  uploadedBy: r.userId ? { id: r.userId, name: r.userName ?? '', avatarUrl: avatarUrlOf(r.userAvatar) } : null,
  createdAt: r.createdAt.toISOString(),
});

export async function listAttachments(db: Db, boardId: string, userId: string, cardId: string) {
  await memberBoard(db, boardId, userId);
  await cardFor(db, boardId, cardId);
  const rows = await db
    .select(columns)
    .from(kanbanAttachments)
    .leftJoin(users, eq(users.id, kanbanAttachments.uploadedBy))
    .where(eq(kanbanAttachments.cardId, cardId))
    .orderBy(asc(kanbanAttachments.createdAt), asc(kanbanAttachments.id));
  return rows.map(toAttachment);
}

export async function addAttachment(
  db: Db,
  dataDir: string,
  boardId: string,
  userId: string,
  cardId: string,
  upload: { data: Buffer; name: string },
): Promise<KanbanAttachment> {
  await memberBoard(db, boardId, userId);
  await cardFor(db, boardId, cardId);
  const [n] = await db.select({ n: count() }).from(kanbanAttachments).where(eq(kanbanAttachments.cardId, cardId));
  if ((n?.n ?? 0) >= KANBAN_LIMITS.attachmentsPerCard) throw new HttpError(409, 'tooManyAttachments');
  const rendered = await renderVariants(upload.data, kanbanAttachmentPreset);
  if ('problem' in rendered) throw pictureProblem(rendered.problem);
  const saved = await saveMedia(dataDir, kanbanAttachmentPreset, rendered.variants);
  try {
    const [made] = await db
      .insert(kanbanAttachments)
      .values({ cardId, mediaId: saved.id, name: upload.name, uploadedBy: userId })
      .returning({ id: kanbanAttachments.id });
    const [row] = await db
      .select(columns)
      .from(kanbanAttachments)
      .leftJoin(users, eq(users.id, kanbanAttachments.uploadedBy))
      .where(eq(kanbanAttachments.id, made!.id));
    return toAttachment(row!);
  } catch (err) {
    // The card went meanwhile (or the database failed): no files without a row.
    await deleteMedia(dataDir, kanbanAttachmentPreset, saved.id);
    throw err;
  }
}

export async function removeAttachment(
  db: Db,
  dataDir: string,
  boardId: string,
  userId: string,
  cardId: string,
  attachmentId: string,
): Promise<void> {
  await memberBoard(db, boardId, userId);
  await cardFor(db, boardId, cardId);
  const [gone] = await db
    .delete(kanbanAttachments)
    .where(and(eq(kanbanAttachments.id, attachmentId), eq(kanbanAttachments.cardId, cardId)))
    .returning({ mediaId: kanbanAttachments.mediaId });
  if (!gone) throw new HttpError(404, 'attachmentNotFound');
  await deleteMedia(dataDir, kanbanAttachmentPreset, gone.mediaId);
}

/**
 * The media ids of the pictures on a board, a column or a card, read before it is deleted: the
 * rows go with it (cascade), the files are removed after (forgetFiles).
 */
export async function mediaOf(db: Db, scope: { boardId: string } | { columnId: string } | { cardId: string }) {
  const where =
    'cardId' in scope
      ? eq(kanbanCards.id, scope.cardId)
      : 'columnId' in scope
        ? eq(kanbanCards.columnId, scope.columnId)
        : eq(kanbanCards.boardId, scope.boardId);
  const rows = await db
    .select({ mediaId: kanbanAttachments.mediaId })
    .from(kanbanAttachments)
    .innerJoin(kanbanCards, eq(kanbanCards.id, kanbanAttachments.cardId))
    .where(where);
  return rows.map((r) => r.mediaId);
}

/** Removes the files of deleted pictures; a failure is logged, never the caller's answer. */
export async function forgetFiles(dataDir: string, mediaIds: string[], log: FastifyBaseLogger): Promise<void> {
  for (const id of mediaIds) {
    await deleteMedia(dataDir, kanbanAttachmentPreset, id).catch((err: unknown) =>
      log.warn({ err, mediaId: id }, 'kanban: a deleted picture left its files'),
    );
  }
}

/** Whether the user is a member of the board whose card holds this media id (to serve its files). */
export async function mayViewMedia(db: Db, userId: string, mediaId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: kanbanAttachments.id })
    .from(kanbanAttachments)
    .innerJoin(kanbanCards, eq(kanbanCards.id, kanbanAttachments.cardId))
    .innerJoin(
      kanbanBoardMembers,
      and(eq(kanbanBoardMembers.boardId, kanbanCards.boardId), eq(kanbanBoardMembers.userId, userId)),
    )
    .where(eq(kanbanAttachments.mediaId, mediaId))
    .limit(1);
  return row !== undefined;
}
