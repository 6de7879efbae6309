import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import * as api from '../../../common/api/kanban';
import { boardRoom, KANBAN_EVENT, type BoardEvent } from '../../../common/schemas/kanban';
import { z } from 'zod';
import { LISTING_IMAGE_MAX_BYTES } from '../../../common/schemas/listings';
import { kanbanBoardMembers } from '../../db/schema';
import { kanbanAttachmentPreset } from '../../media/presets';
import { openMedia, PRIVATE_MEDIA_CACHE_CONTROL, sendMedia } from '../../media/serve';
import { MEDIA_FILE, mediaIdOf } from '../../media/store';
import { requireUser } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import { sendNotFound } from '../../plugins/errors';
import {
  addAttachment,
  forgetFiles,
  listAttachments,
  mayViewMedia,
  mediaOf,
  removeAttachment,
  uploadedPicture,
} from './attachments';
import * as kanban from './service';

/**
 * The Kanban app's routes (issue #35): every one wants a signed-in user, and each board is its
 * members' alone (service.ts `memberBoard`). After a change the server tells the board's live
 * room (`kanban` event, shape boardEventSchema), which only members may join (room-rules.ts asks
 * `setBoardMembership` below), so other viewers follow without reloading.
 */
export const kanbanRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: LISTING_IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  const db = app.db;
  const dataDir = app.env.DATA_DIR;
  const signedIn = { onRequest: requireUser };
  const me = (request: FastifyRequest) => request.user!.id;
  const tell = (event: BoardEvent) => app.realtime.sendToRoom(boardRoom(event.boardId), KANBAN_EVENT, event);

  app.realtime.setBoardMembership(async (boardId, userId) => {
    const [row] = await db
      .select({ userId: kanbanBoardMembers.userId })
      .from(kanbanBoardMembers)
      .where(and(eq(kanbanBoardMembers.boardId, boardId), eq(kanbanBoardMembers.userId, userId)));
    return row !== undefined;
  });

  route(app, api.listBoards, signedIn, async (request) => ({ items: await kanban.listBoards(db, me(request)) }));
  route(app, api.createBoard, signedIn, async (request) =>
    kanban.createBoard(db, me(request), request.body.name, request.body.columns),
  );
  route(app, api.getBoard, signedIn, async (request) =>
    kanban.getBoard(db, await kanban.memberBoard(db, request.params.boardId, me(request))),
  );
  route(app, api.renameBoard, signedIn, async (request) => {
    const { boardId } = request.params;
    const board = await kanban.renameBoard(db, boardId, me(request), request.body.name);
    tell({ type: 'board', boardId, by: me(request) });
    return board;
  });
  route(app, api.deleteBoard, signedIn, async (request) => {
    const { boardId } = request.params;
    await kanban.ownedBoard(db, boardId, me(request));
    const files = await mediaOf(db, { boardId });
    await kanban.deleteBoard(db, boardId, me(request));
    await forgetFiles(dataDir, files, request.log);
    tell({ type: 'boardDeleted', boardId, by: me(request) });
    return { ok: true as const };
  });

  route(app, api.addMember, signedIn, async (request) => {
    const { boardId } = request.params;
    await kanban.addMember(db, boardId, me(request), request.body.userId);
    tell({ type: 'board', boardId, by: me(request) });
    return kanban.getBoard(db, await kanban.memberBoard(db, boardId, me(request)));
  });
  route(app, api.removeMember, signedIn, async (request) => {
    const { boardId, userId } = request.params;
    await kanban.removeMember(db, boardId, me(request), userId);
    // Out of the live room at once: a removed member hears nothing more of the board.
    app.realtime.removeFromRoom(boardRoom(boardId), userId);
    tell({ type: 'board', boardId, by: me(request) });
    return { ok: true as const };
  });

  route(app, api.createColumn, signedIn, async (request) => {
    const { boardId } = request.params;
    const column = await kanban.createColumn(db, boardId, me(request), request.body.name);
    tell({ type: 'column', boardId, column, by: me(request) });
    return column;
  });
  route(app, api.renameColumn, signedIn, async (request) => {
    const { boardId, columnId } = request.params;
    const column = await kanban.renameColumn(db, boardId, me(request), columnId, request.body.name);
    tell({ type: 'column', boardId, column, by: me(request) });
    return column;
  });
  route(app, api.deleteColumn, signedIn, async (request) => {
    const { boardId, columnId } = request.params;
    await kanban.memberBoard(db, boardId, me(request));
    const files = await mediaOf(db, { columnId });
    await kanban.deleteColumn(db, boardId, me(request), columnId);
    await forgetFiles(dataDir, files, request.log);
    tell({ type: 'columnDeleted', boardId, columnId, by: me(request) });
    return { ok: true as const };
  });
  route(app, api.moveColumn, signedIn, async (request) => {
    const { boardId, columnId } = request.params;
    const column = await kanban.moveColumn(db, boardId, me(request), columnId, request.body.afterId);
    tell({ type: 'column', boardId, column, by: me(request) });
    return column;
  });

  route(app, api.createCard, signedIn, async (request) => {
    const { boardId } = request.params;
    const card = await kanban.createCard(db, boardId, me(request), request.body.columnId, request.body.title);
    tell({ type: 'card', boardId, card, by: me(request) });
    return card;
  });
  route(app, api.updateCard, signedIn, async (request) => {
    const { boardId, cardId } = request.params;
    const card = await kanban.updateCard(db, boardId, me(request), cardId, request.body);
    tell({ type: 'card', boardId, card, by: me(request) });
    return card;
  });
  route(app, api.deleteCard, signedIn, async (request) => {
    const { boardId, cardId } = request.params;
    await kanban.memberBoard(db, boardId, me(request));
    const files = await mediaOf(db, { cardId });
    await kanban.deleteCard(db, boardId, me(request), cardId);
    await forgetFiles(dataDir, files, request.log);
    tell({ type: 'cardDeleted', boardId, cardId, by: me(request) });
    return { ok: true as const };
  });
  route(app, api.moveCard, signedIn, async (request) => {
    const { boardId, cardId } = request.params;
    const card = await kanban.moveCard(db, boardId, me(request), cardId, request.body);
    tell({ type: 'card', boardId, card, by: me(request) });
    return card;
  });

  route(app, api.listComments, signedIn, async (request) => {
    const { boardId, cardId } = request.params;
    return { items: await kanban.listComments(db, boardId, me(request), cardId) };
  });
  route(app, api.createComment, signedIn, async (request) => {
    const { boardId, cardId } = request.params;
    const comment = await kanban.createComment(db, boardId, me(request), cardId, request.body.body);
    tell({ type: 'card', boardId, card: await kanban.cardFor(db, boardId, cardId), by: me(request) });
    return comment;
  });

  route(app, api.listAttachments, signedIn, async (request) => {
    const { boardId, cardId } = request.params;
    return { items: await listAttachments(db, boardId, me(request), cardId) };
  });
  route(app, api.uploadAttachment, signedIn, async (request) => {
    const { boardId, cardId } = request.params;
    // The caller is a member before the body is read and a picture decoded.
    await kanban.memberBoard(db, boardId, me(request));
    const attachment = await addAttachment(db, dataDir, boardId, me(request), cardId, await uploadedPicture(request));
    tell({ type: 'attachments', boardId, cardId, by: me(request) });
    return attachment;
  });
  route(app, api.deleteAttachment, signedIn, async (request) => {
    const { boardId, cardId, attachmentId } = request.params;
    await removeAttachment(db, dataDir, boardId, me(request), cardId, attachmentId);
    tell({ type: 'attachments', boardId, cardId, by: me(request) });
    return { ok: true as const };
  });

  // A picture, not JSON: the card dialog fetches it with the Bearer token (no cookie sessions)
  // and shows it from a blob. Only the board's members get it; anyone else the same 404 as for
  // a file that does not exist.
  app.get(
    '/kanban/attachments/:file',
    {
      onRequest: requireUser,
      schema: {
        tags: ['kanban'],
        summary: "A card's picture (WebP; thumb or full), for the board's members",
        params: z.object({ file: z.string().regex(MEDIA_FILE) }),
      },
    },
    async (request, reply) => {
      const { file } = request.params as { file: string };
      const mediaId = mediaIdOf(file);
      const allowed = mediaId !== null && (await mayViewMedia(db, me(request), mediaId));
      const media = allowed && (await openMedia(dataDir, kanbanAttachmentPreset.collection, file));
      if (!media) return sendNotFound(request, reply);
      return sendMedia(reply, media, PRIVATE_MEDIA_CACHE_CONTROL);
    },
  );
};
