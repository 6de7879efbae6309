import * as z from 'zod/mini';
import { personCardSchema } from './people';
import { uuidField } from './fields';

/*
 * The Kanban app (server: modules/kanban; browser: features/kanban): boards shared by their
 * members, columns and cards in order, comments. Messages are error codes (locales errors.json
 * or kanban.json `errors.*`). A move names the neighbour it goes after, never an index, so two
 * people moving cards at once both land where they meant (ADR 0030).
 */

export const KANBAN_LABELS = ['bug', 'feature', 'design', 'urgent', 'research', 'chore'] as const;
export type KanbanLabel = (typeof KANBAN_LABELS)[number];

/** Limits that keep one board loadable in one answer (a board of 500 cards is the budget). */
export const KANBAN_LIMITS = {
  boardsPerUser: 100,
  membersPerBoard: 50,
  columnsPerBoard: 30,
  cardsPerBoard: 2000,
  descriptionChars: 20_000,
  commentChars: 2_000,
  attachmentsPerCard: 20,
} as const;

const oneLine = (required: string, tooLong: string, max: number) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.maxLength(max, { error: tooLong }),
      z.regex(/^[^\p{Cc}\p{Zl}\p{Zp}]*$/u, { error: 'nameSingleLine' }),
    );

export const boardNameField = oneLine('nameRequired', 'nameTooLong', 80);
export const columnNameField = oneLine('nameRequired', 'nameTooLong', 60);
export const cardTitleField = oneLine('titleRequired', 'titleTooLong', 200);
const dueDateField = z.nullable(
  z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'dateInvalid' })),
);
const labelsField = z.array(z.enum(KANBAN_LABELS, { error: 'notInList' })).check(z.maxLength(KANBAN_LABELS.length));

export const boardIdParamSchema = z.object({ boardId: uuidField });
export const columnParamSchema = z.object({ boardId: uuidField, columnId: uuidField });
export const cardParamSchema = z.object({ boardId: uuidField, cardId: uuidField });
export const memberParamSchema = z.object({ boardId: uuidField, userId: uuidField });

/** `columns`: the first columns, in order (the browser sends "To do, In progress, Done" in its language). */
export const createBoardSchema = z.strictObject({
  name: boardNameField,
  columns: z.optional(z.array(columnNameField).check(z.maxLength(10))),
});
export const renameBoardSchema = z.strictObject({ name: boardNameField });
export const addMemberSchema = z.strictObject({ userId: uuidField });

export const createColumnSchema = z.strictObject({ name: columnNameField });
export const renameColumnSchema = z.strictObject({ name: columnNameField });
/** Put the column after `afterId` (null: first). */
export const moveColumnSchema = z.strictObject({ afterId: z.nullable(uuidField) });

export const createCardSchema = z.strictObject({
  columnId: uuidField,
  title: cardTitleField,
});
export const updateCardSchema = z.strictObject({
  title: z.optional(cardTitleField),
  description: z.optional(
    z.string().check(z.maxLength(KANBAN_LIMITS.descriptionChars, { error: 'descriptionTooLong' })),
  ),
  labels: z.optional(labelsField),
  dueDate: z.optional(dueDateField),
  assigneeIds: z.optional(z.array(uuidField).check(z.maxLength(KANBAN_LIMITS.membersPerBoard))),
});
export type UpdateCardInput = z.infer<typeof updateCardSchema>;
/** Put the card into `columnId` after `afterId` (null: at the top). */
export const moveCardSchema = z.strictObject({ columnId: uuidField, afterId: z.nullable(uuidField) });
export type MoveCardInput = z.infer<typeof moveCardSchema>;

export const createCommentSchema = z.strictObject({
  body: z
    .string({ error: 'commentRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'commentRequired' }),
      z.maxLength(KANBAN_LIMITS.commentChars, { error: 'commentTooLong' }),
    ),
});

export const boardSummarySchema = z.object({
  id: uuidField,
  name: z.string(),
  ownerId: uuidField,
  members: z.int(),
  cards: z.int(),
  createdAt: z.string(),
});
export type BoardSummary = z.infer<typeof boardSummarySchema>;
export const boardListSchema = z.object({ items: z.array(boardSummarySchema) });

export const columnSchema = z.object({ id: uuidField, name: z.string(), position: z.number() });
export type KanbanColumn = z.infer<typeof columnSchema>;

export const cardSchema = z.object({
  id: uuidField,
  columnId: uuidField,
  title: z.string(),
  description: z.string(),
  labels: z.array(z.string()),
  dueDate: z.nullable(z.string()),
  position: z.number(),
  assigneeIds: z.array(z.string()),
  comments: z.int(),
  updatedAt: z.string(),
});
export type KanbanCard = z.infer<typeof cardSchema>;

export const boardSchema = z.object({
  id: uuidField,
  name: z.string(),
  ownerId: uuidField,
  members: z.array(personCardSchema),
  columns: z.array(columnSchema),
  cards: z.array(cardSchema),
});
export type KanbanBoard = z.infer<typeof boardSchema>;

export const commentSchema = z.object({
  id: uuidField,
  cardId: uuidField,
  author: z.nullable(personCardSchema),
  body: z.string(),
  createdAt: z.string(),
});
export type KanbanComment = z.infer<typeof commentSchema>;
export const attachmentParamSchema = z.object({ boardId: uuidField, cardId: uuidField, attachmentId: uuidField });

/** A picture on a card; its files come from GET /api/kanban/attachments/:file with the Bearer token. */
export const attachmentSchema = z.object({
  id: uuidField,
  cardId: uuidField,
  name: z.string(),
  thumbFile: z.string(),
  fullFile: z.string(),
  uploadedBy: z.nullable(personCardSchema),
  createdAt: z.string(),
});
export type KanbanAttachment = z.infer<typeof attachmentSchema>;
export const attachmentListSchema = z.object({ items: z.array(attachmentSchema) });

export const commentListSchema = z.object({ items: z.array(commentSchema) });
export const okSchema = z.object({ ok: z.literal(true) });

/**
 * What the server sends into a board's live room (`kanban` event) after each change, so other
 * viewers follow without reloading. The browser validates it with this schema and ignores what
 * does not fit (a newer server, a stray sender).
 */
export const boardEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('card'), boardId: uuidField, card: cardSchema, by: z.string() }),
  z.object({ type: z.literal('cardDeleted'), boardId: uuidField, cardId: uuidField, by: z.string() }),
  z.object({ type: z.literal('column'), boardId: uuidField, column: columnSchema, by: z.string() }),
  z.object({ type: z.literal('columnDeleted'), boardId: uuidField, columnId: uuidField, by: z.string() }),
  z.object({ type: z.literal('board'), boardId: uuidField, by: z.string() }),
  /** A card's pictures changed: viewers with it open read them again. */
  z.object({ type: z.literal('attachments'), boardId: uuidField, cardId: uuidField, by: z.string() }),
  z.object({ type: z.literal('boardDeleted'), boardId: uuidField, by: z.string() }),
]);
export type BoardEvent = z.infer<typeof boardEventSchema>;

export const KANBAN_EVENT = 'kanban';
/** The live room of a board, as join-room names it (room-rules.ts lets only its members in). */
export const boardRoom = (boardId: string) => `room_kanban_${boardId}`;
