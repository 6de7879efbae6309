import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * The Kanban app (issue #35): boards shared by their members, columns in order, cards in order
 * within a column. Boards belong to no site: a team works across them. Order is a float position
 * per row, placed between its neighbours on a move so a move writes one row only
 * (docs/decisions/0030-kanban-order.md).
 */

export const kanbanBoards = pgTable('kanban_boards', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** The one who may rename or delete it; always a member too. */
  ownerId: uuid('owner_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who reads and changes a board: the owner and the people they added. */
export const kanbanBoardMembers = pgTable(
  'kanban_board_members',
  {
    boardId: uuid('board_id')
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.userId] }), index('kanban_board_members_user').on(t.userId)],
);

export const kanbanColumns = pgTable(
  'kanban_columns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: doublePrecision('position').notNull(),
  },
  (t) => [index('kanban_columns_board').on(t.boardId, t.position)],
);

export const kanbanCards = pgTable(
  'kanban_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    boardId: uuid('board_id')
      .notNull()
      .references(() => kanbanBoards.id, { onDelete: 'cascade' }),
    columnId: uuid('column_id')
      .notNull()
      .references(() => kanbanColumns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Sanitized HTML from the rich-text editor (security/sanitize-html.ts), '' when none. */
    description: text('description').notNull().default(''),
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dueDate: date('due_date', { mode: 'string' }),
    position: doublePrecision('position').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kanban_cards_board').on(t.boardId),
    index('kanban_cards_column').on(t.columnId, t.position),
    check('kanban_cards_title', sql`length(${t.title}) between 1 and 200`),
  ],
);

export const kanbanCardAssignees = pgTable(
  'kanban_card_assignees',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cardId, t.userId] }), index('kanban_card_assignees_user').on(t.userId)],
);

/** Plain text as typed, with its author and time. */
export const kanbanComments = pgTable(
  'kanban_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kanban_comments_card').on(t.cardId, t.createdAt)],
);

/**
 * A picture attached to a card, stored by the media module (collection `kanban`, a thumbnail and
 * a full size) and served to the board's members only.
 */
export const kanbanAttachments = pgTable(
  'kanban_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cardId: uuid('card_id')
      .notNull()
      .references(() => kanbanCards.id, { onDelete: 'cascade' }),
    /** The media id (32 hex digits): files `<mediaId>-thumb.webp` and `<mediaId>-full.webp`. */
    mediaId: text('media_id').notNull(),
    /** The file name as uploaded, shown to people (one line, 200 characters at most). */
    name: text('name').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kanban_attachments_card').on(t.cardId, t.createdAt), index('kanban_attachments_media').on(t.mediaId)],
);
