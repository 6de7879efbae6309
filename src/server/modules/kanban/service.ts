import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  KANBAN_LIMITS,
  type BoardSummary,
  type KanbanBoard,
  type KanbanCard,
  type KanbanColumn,
  type KanbanComment,
  type MoveCardInput,
  type UpdateCardInput,
} from '../../../common/schemas/kanban';
import { avatarUrlOf } from '../../auth/public-user';
import type { Db } from '../../db/client';
import {
  kanbanBoardMembers,
  kanbanBoards,
  kanbanCardAssignees,
  kanbanCards,
  kanbanColumns,
  kanbanComments,
  users,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import { sanitizeHtml } from '../../security/sanitize-html';
import { positionBetween, renumbered } from './positions';

/*
 * The Kanban app's queries. Every call names a board and the caller: `memberBoard` is the gate,
 * and a board the caller is not a member of is 404 whoever they are (an admin too), so its
 * existence stays hidden. Moves lock the board row, so two moves on one board are put in order
 * one after the other and each reads its neighbours as the other left them (ADR 0030).
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Conn = Db | Tx;

export interface BoardRow {
  id: string;
  name: string;
  ownerId: string;
}

const boardNotFound = () => new HttpError(404, 'boardNotFound');

/** The board, when `userId` is one of its members; 404 otherwise. */
export async function memberBoard(db: Conn, boardId: string, userId: string, lock = false): Promise<BoardRow> {
  const query = db
    .select({ id: kanbanBoards.id, name: kanbanBoards.name, ownerId: kanbanBoards.ownerId })
    .from(kanbanBoards)
    .innerJoin(
      kanbanBoardMembers,
      and(eq(kanbanBoardMembers.boardId, kanbanBoards.id), eq(kanbanBoardMembers.userId, userId)),
    )
    .where(eq(kanbanBoards.id, boardId));
  const [row] = lock ? await query.for('update', { of: kanbanBoards }) : await query;
  if (!row) throw boardNotFound();
  return row;
}

/** A member who is not the owner hears 403: they see the board, but this is the owner's to do. */
export async function ownedBoard(db: Conn, boardId: string, userId: string): Promise<BoardRow> {
  const board = await memberBoard(db, boardId, userId);
  if (board.ownerId !== userId) throw new HttpError(403, 'boardOwnerOnly');
  return board;
}

// A select from one table renders its columns unqualified, which a subquery's own `id` would
// shadow: the subqueries name the outer row by its table.
const boardIdRef = sql`${kanbanBoards}.id`;
const cardIdRef = sql`${kanbanCards}.id`;
const memberCount =
  sql<number>`(select count(*) from ${kanbanBoardMembers} m where m.board_id = ${boardIdRef})`.mapWith(Number);
const cardCount = sql<number>`(select count(*) from ${kanbanCards} c where c.board_id = ${boardIdRef})`.mapWith(Number);

async function summaryOf(db: Conn, boardId: string): Promise<BoardSummary> {
  const [row] = await db
    .select({
      id: kanbanBoards.id,
      name: kanbanBoards.name,
      ownerId: kanbanBoards.ownerId,
      members: memberCount,
      cards: cardCount,
      createdAt: kanbanBoards.createdAt,
    })
    .from(kanbanBoards)
    .where(eq(kanbanBoards.id, boardId));
  if (!row) throw boardNotFound();
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export async function listBoards(db: Db, userId: string): Promise<BoardSummary[]> {
  const rows = await db
    .select({
      id: kanbanBoards.id,
      name: kanbanBoards.name,
      ownerId: kanbanBoards.ownerId,
      members: memberCount,
      cards: cardCount,
      createdAt: kanbanBoards.createdAt,
    })
    .from(kanbanBoards)
    .innerJoin(
      kanbanBoardMembers,
      and(eq(kanbanBoardMembers.boardId, kanbanBoards.id), eq(kanbanBoardMembers.userId, userId)),
    )
    .orderBy(asc(kanbanBoards.createdAt), asc(kanbanBoards.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function createBoard(db: Db, userId: string, name: string, columns: string[] = []): Promise<BoardSummary> {
  return db.transaction(async (tx) => {
    const [mine] = await tx
      .select({ n: count() })
      .from(kanbanBoardMembers)
      .where(eq(kanbanBoardMembers.userId, userId));
    if ((mine?.n ?? 0) >= KANBAN_LIMITS.boardsPerUser) throw new HttpError(409, 'tooManyBoards');
    const [board] = await tx.insert(kanbanBoards).values({ name, ownerId: userId }).returning({ id: kanbanBoards.id });
    await tx.insert(kanbanBoardMembers).values({ boardId: board!.id, userId });
    if (columns.length > 0)
      await tx
        .insert(kanbanColumns)
        .values(
          columns.map((column, i) => ({ boardId: board!.id, name: column, position: renumbered(columns.length)[i]! })),
        );
    return summaryOf(tx, board!.id);
  });
}

export async function renameBoard(db: Db, boardId: string, userId: string, name: string): Promise<BoardSummary> {
  await ownedBoard(db, boardId, userId);
  await db.update(kanbanBoards).set({ name }).where(eq(kanbanBoards.id, boardId));
  return summaryOf(db, boardId);
}

export async function deleteBoard(db: Db, boardId: string, userId: string): Promise<void> {
  await ownedBoard(db, boardId, userId);
  await db.delete(kanbanBoards).where(eq(kanbanBoards.id, boardId));
}

const cardColumns = {
  id: kanbanCards.id,
  columnId: kanbanCards.columnId,
  title: kanbanCards.title,
  description: kanbanCards.description,
  labels: kanbanCards.labels,
  dueDate: kanbanCards.dueDate,
  position: kanbanCards.position,
  // One query for the whole board: the assignees and the comment count come as subqueries.
  assigneeIds: sql<
    string[]
  >`array(select a.user_id::text from ${kanbanCardAssignees} a where a.card_id = ${cardIdRef} order by a.user_id)`,
  comments: sql<number>`(select count(*) from ${kanbanComments} k where k.card_id = ${cardIdRef})`.mapWith(Number),
  updatedAt: kanbanCards.updatedAt,
};

type CardRow = Omit<KanbanCard, 'updatedAt'> & { updatedAt: Date };
const toCard = (r: CardRow): KanbanCard => ({ ...r, updatedAt: r.updatedAt.toISOString() });

async function cardOf(db: Conn, boardId: string, cardId: string): Promise<KanbanCard> {
  const [row] = await db
    .select(cardColumns)
    .from(kanbanCards)
    .where(and(eq(kanbanCards.id, cardId), eq(kanbanCards.boardId, boardId)));
  if (!row) throw new HttpError(404, 'cardNotFound');
  return toCard(row);
}

export async function getBoard(db: Db, board: BoardRow): Promise<KanbanBoard> {
  const [members, columns, cards] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, avatar: users.avatar })
      .from(kanbanBoardMembers)
      .innerJoin(users, eq(users.id, kanbanBoardMembers.userId))
      .where(eq(kanbanBoardMembers.boardId, board.id))
      .orderBy(asc(kanbanBoardMembers.addedAt), asc(users.id)),
    db
      .select({ id: kanbanColumns.id, name: kanbanColumns.name, position: kanbanColumns.position })
      .from(kanbanColumns)
      .where(eq(kanbanColumns.boardId, board.id))
      .orderBy(asc(kanbanColumns.position), asc(kanbanColumns.id)),
    db
      .select(cardColumns)
      .from(kanbanCards)
      .where(eq(kanbanCards.boardId, board.id))
      .orderBy(asc(kanbanCards.position), asc(kanbanCards.id)),
  ]);
  return {
    id: board.id,
    name: board.name,
    ownerId: board.ownerId,
    members: members.map((m) => ({ id: m.id, name: m.name, avatarUrl: avatarUrlOf(m.avatar) })),
    columns,
    cards: cards.map(toCard),
  };
}

export async function addMember(db: Db, boardId: string, ownerId: string, userId: string): Promise<void> {
  await ownedBoard(db, boardId, ownerId);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')));
  if (!user) throw new HttpError(404, 'userNotFound', { fields: { userId: 'userNotFound' } });
  const [n] = await db.select({ n: count() }).from(kanbanBoardMembers).where(eq(kanbanBoardMembers.boardId, boardId));
  if ((n?.n ?? 0) >= KANBAN_LIMITS.membersPerBoard) throw new HttpError(409, 'tooManyMembers');
  const added = await db
    .insert(kanbanBoardMembers)
    .values({ boardId, userId })
    .onConflictDoNothing()
    .returning({ userId: kanbanBoardMembers.userId });
  if (added.length === 0) throw new HttpError(409, 'alreadyBoardMember', { fields: { userId: 'alreadyBoardMember' } });
}

/** The owner removes anyone but themselves; a member may remove only themselves (leave). */
export async function removeMember(db: Db, boardId: string, callerId: string, userId: string): Promise<void> {
  const board = await memberBoard(db, boardId, callerId);
  if (userId !== callerId && board.ownerId !== callerId) throw new HttpError(403, 'boardOwnerOnly');
  if (userId === board.ownerId) throw new HttpError(409, 'ownerStaysOnBoard');
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(kanbanBoardMembers)
      .where(and(eq(kanbanBoardMembers.boardId, boardId), eq(kanbanBoardMembers.userId, userId)))
      .returning({ userId: kanbanBoardMembers.userId });
    if (gone.length === 0) throw new HttpError(404, 'userNotFound');
    // Assignees are members: one who left is no longer on the board's cards.
    await tx
      .delete(kanbanCardAssignees)
      .where(
        and(
          eq(kanbanCardAssignees.userId, userId),
          inArray(
            kanbanCardAssignees.cardId,
            tx.select({ id: kanbanCards.id }).from(kanbanCards).where(eq(kanbanCards.boardId, boardId)),
          ),
        ),
      );
  });
}

// Columns

async function columnOn(db: Conn, boardId: string, columnId: string): Promise<KanbanColumn> {
  const [row] = await db
    .select({ id: kanbanColumns.id, name: kanbanColumns.name, position: kanbanColumns.position })
    .from(kanbanColumns)
    .where(and(eq(kanbanColumns.id, columnId), eq(kanbanColumns.boardId, boardId)));
  if (!row) throw new HttpError(404, 'columnNotFound');
  return row;
}

export async function createColumn(db: Db, boardId: string, userId: string, name: string): Promise<KanbanColumn> {
  return db.transaction(async (tx) => {
    await memberBoard(tx, boardId, userId, true);
    const [last] = await tx
      .select({ n: count(), max: sql<number | null>`max(${kanbanColumns.position})` })
      .from(kanbanColumns)
      .where(eq(kanbanColumns.boardId, boardId));
    if ((last?.n ?? 0) >= KANBAN_LIMITS.columnsPerBoard) throw new HttpError(409, 'tooManyColumns');
    const position = positionBetween(last?.max == null ? null : Number(last.max), null)!;
    const [row] = await tx
      .insert(kanbanColumns)
      .values({ boardId, name, position })
      .returning({ id: kanbanColumns.id, name: kanbanColumns.name, position: kanbanColumns.position });
    return row!;
  });
}

export async function renameColumn(
  db: Db,
  boardId: string,
  userId: string,
  columnId: string,
  name: string,
): Promise<KanbanColumn> {
  await memberBoard(db, boardId, userId);
  await columnOn(db, boardId, columnId);
  await db.update(kanbanColumns).set({ name }).where(eq(kanbanColumns.id, columnId));
  return columnOn(db, boardId, columnId);
}

export async function deleteColumn(db: Db, boardId: string, userId: string, columnId: string): Promise<void> {
  await memberBoard(db, boardId, userId);
  await columnOn(db, boardId, columnId);
  await db.delete(kanbanColumns).where(eq(kanbanColumns.id, columnId));
}

/**
 * The new position of a row placed after `afterId` (null: first) among `rows` (in order, the
 * moved row left out); null when the gap is used up.
 */
function placeAfter(rows: { id: string; position: number }[], afterId: string | null): number | null | 'missing' {
  if (afterId === null) return positionBetween(null, rows[0]?.position ?? null);
  const i = rows.findIndex((r) => r.id === afterId);
  if (i < 0) return 'missing';
  return positionBetween(rows[i]!.position, rows[i + 1]?.position ?? null);
}

/**
 * The position just after `afterId` among the rows `read` gives (a column's cards, a board's
 * columns), in order; when the gap there is used up, the rows are renumbered first (`write`) and
 * read again. 'missing' when `afterId` is not among them.
 */
async function positionAfterIn(
  read: () => Promise<{ id: string; position: number }[]>,
  write: (id: string, position: number) => Promise<unknown>,
  afterId: string | null,
): Promise<number | 'missing'> {
  const rows = await read();
  const position = placeAfter(rows, afterId);
  if (position !== null) return position;
  const fresh = renumbered(rows.length);
  for (const [i, row] of rows.entries()) await write(row.id, fresh[i]!);
  return placeAfter(await read(), afterId) as number;
}

export async function moveColumn(
  db: Db,
  boardId: string,
  userId: string,
  columnId: string,
  afterId: string | null,
): Promise<KanbanColumn> {
  return db.transaction(async (tx) => {
    await memberBoard(tx, boardId, userId, true);
    await columnOn(tx, boardId, columnId);
    if (afterId === columnId) throw new HttpError(400, 'invalidInput', { fields: { afterId: 'invalidInput' } });
    const others = () =>
      tx
        .select({ id: kanbanColumns.id, position: kanbanColumns.position })
        .from(kanbanColumns)
        .where(and(eq(kanbanColumns.boardId, boardId), ne(kanbanColumns.id, columnId)))
        .orderBy(asc(kanbanColumns.position), asc(kanbanColumns.id));
    const position = await positionAfterIn(
      others,
      (id, at) => tx.update(kanbanColumns).set({ position: at }).where(eq(kanbanColumns.id, id)),
      afterId,
    );
    if (position === 'missing') throw new HttpError(404, 'columnNotFound', { fields: { afterId: 'columnNotFound' } });
    await tx.update(kanbanColumns).set({ position }).where(eq(kanbanColumns.id, columnId));
    return columnOn(tx, boardId, columnId);
  });
}

// Cards

export async function createCard(
  db: Db,
  boardId: string,
  userId: string,
  columnId: string,
  title: string,
): Promise<KanbanCard> {
  return db.transaction(async (tx) => {
    await memberBoard(tx, boardId, userId, true);
    await columnOn(tx, boardId, columnId).catch(() => {
      throw new HttpError(404, 'columnNotFound', { fields: { columnId: 'columnNotFound' } });
    });
    const [total] = await tx.select({ n: count() }).from(kanbanCards).where(eq(kanbanCards.boardId, boardId));
    if ((total?.n ?? 0) >= KANBAN_LIMITS.cardsPerBoard) throw new HttpError(409, 'tooManyCards');
    const [last] = await tx
      .select({ max: sql<number | null>`max(${kanbanCards.position})` })
      .from(kanbanCards)
      .where(eq(kanbanCards.columnId, columnId));
    const position = positionBetween(last?.max == null ? null : Number(last.max), null)!;
    const [row] = await tx
      .insert(kanbanCards)
      .values({ boardId, columnId, title, position, createdBy: userId })
      .returning({ id: kanbanCards.id });
    return cardOf(tx, boardId, row!.id);
  });
}

export async function updateCard(
  db: Db,
  boardId: string,
  userId: string,
  cardId: string,
  input: UpdateCardInput,
): Promise<KanbanCard> {
  await memberBoard(db, boardId, userId);
  await cardOf(db, boardId, cardId);
  const assignees = input.assigneeIds ? [...new Set(input.assigneeIds.map((id) => id.toLowerCase()))] : undefined;
  if (assignees && assignees.length > 0) {
    const found = await db
      .select({ userId: kanbanBoardMembers.userId })
      .from(kanbanBoardMembers)
      .where(and(eq(kanbanBoardMembers.boardId, boardId), inArray(kanbanBoardMembers.userId, assignees)));
    if (found.length !== assignees.length)
      throw new HttpError(400, 'notBoardMember', { fields: { assigneeIds: 'notBoardMember' } });
  }
  await db.transaction(async (tx) => {
    await tx
      .update(kanbanCards)
      .set({
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: sanitizeHtml(input.description) } : {}),
        ...(input.labels !== undefined ? { labels: [...new Set(input.labels)] } : {}),
        ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
        updatedAt: new Date(),
      })
      .where(eq(kanbanCards.id, cardId));
    if (assignees) {
      await tx.delete(kanbanCardAssignees).where(eq(kanbanCardAssignees.cardId, cardId));
      if (assignees.length > 0)
        await tx.insert(kanbanCardAssignees).values(assignees.map((id) => ({ cardId, userId: id })));
    }
  });
  return cardOf(db, boardId, cardId);
}

export async function deleteCard(db: Db, boardId: string, userId: string, cardId: string): Promise<void> {
  await memberBoard(db, boardId, userId);
  await cardOf(db, boardId, cardId);
  await db.delete(kanbanCards).where(eq(kanbanCards.id, cardId));
}

export async function moveCard(
  db: Db,
  boardId: string,
  userId: string,
  cardId: string,
  { columnId, afterId }: MoveCardInput,
): Promise<KanbanCard> {
  return db.transaction(async (tx) => {
    await memberBoard(tx, boardId, userId, true);
    await cardOf(tx, boardId, cardId);
    await columnOn(tx, boardId, columnId).catch(() => {
      throw new HttpError(404, 'columnNotFound', { fields: { columnId: 'columnNotFound' } });
    });
    if (afterId === cardId) throw new HttpError(400, 'invalidInput', { fields: { afterId: 'invalidInput' } });
    const others = () =>
      tx
        .select({ id: kanbanCards.id, position: kanbanCards.position })
        .from(kanbanCards)
        .where(and(eq(kanbanCards.columnId, columnId), ne(kanbanCards.id, cardId)))
        .orderBy(asc(kanbanCards.position), asc(kanbanCards.id));
    const position = await positionAfterIn(
      others,
      (id, at) => tx.update(kanbanCards).set({ position: at }).where(eq(kanbanCards.id, id)),
      afterId,
    );
    if (position === 'missing') throw new HttpError(404, 'cardNotFound', { fields: { afterId: 'cardNotFound' } });
    await tx.update(kanbanCards).set({ columnId, position, updatedAt: new Date() }).where(eq(kanbanCards.id, cardId));
    return cardOf(tx, boardId, cardId);
  });
}

// Comments

const commentColumns = {
  id: kanbanComments.id,
  cardId: kanbanComments.cardId,
  body: kanbanComments.body,
  createdAt: kanbanComments.createdAt,
  authorId: users.id,
  authorName: users.name,
  authorAvatar: users.avatar,
};

type CommentRow = { id: string; cardId: string; body: string; createdAt: Date } & {
  authorId: string | null;
  authorName: string | null;
  authorAvatar: string | null;
};
const toComment = (r: CommentRow): KanbanComment => ({
  id: r.id,
  cardId: r.cardId,
  body: r.body,
  createdAt: r.createdAt.toISOString(),
  author: r.authorId ? { id: r.authorId, name: r.authorName ?? '', avatarUrl: avatarUrlOf(r.authorAvatar) } : null,
});

export async function listComments(db: Db, boardId: string, userId: string, cardId: string): Promise<KanbanComment[]> {
  await memberBoard(db, boardId, userId);
  await cardOf(db, boardId, cardId);
  const rows = await db
    .select(commentColumns)
    .from(kanbanComments)
    .leftJoin(users, eq(users.id, kanbanComments.authorId))
    .where(eq(kanbanComments.cardId, cardId))
    .orderBy(asc(kanbanComments.createdAt), asc(kanbanComments.id));
  return rows.map(toComment);
}

export async function createComment(
  db: Db,
  boardId: string,
  userId: string,
  cardId: string,
  body: string,
): Promise<KanbanComment> {
  await memberBoard(db, boardId, userId);
  await cardOf(db, boardId, cardId);
  const [made] = await db
    .insert(kanbanComments)
    .values({ cardId, authorId: userId, body })
    .returning({ id: kanbanComments.id });
  const [row] = await db
    .select(commentColumns)
    .from(kanbanComments)
    .leftJoin(users, eq(users.id, kanbanComments.authorId))
    .where(eq(kanbanComments.id, made!.id));
  return toComment(row!);
}

/** After a comment the card's count changed: what viewers get. */
export const cardFor = (db: Db, boardId: string, cardId: string) => cardOf(db, boardId, cardId);
