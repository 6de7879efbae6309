import type { KanbanBoard, KanbanCard, KanbanColumn } from '@common/schemas/kanban';

/*
 * A board in the browser: columns and cards sorted by position, as the server orders them
 * (position, then id). The same changes apply whether they come from this user (at once, before
 * the server answers) or from the live room: a changed row replaces its old self and the list is
 * sorted again, so the end state is the server's whatever order the notices arrive in.
 */

const byPosition = <T extends { position: number; id: string }>(a: T, b: T) =>
  a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export function upsertCard(board: KanbanBoard, card: KanbanCard): KanbanBoard {
  const cards = board.cards.filter((c) => c.id !== card.id);
  cards.push(card);
  return { ...board, cards: cards.sort(byPosition) };
}

export function upsertColumn(board: KanbanBoard, column: KanbanColumn): KanbanBoard {
  const columns = board.columns.filter((c) => c.id !== column.id);
  columns.push(column);
  return { ...board, columns: columns.sort(byPosition) };
}

/** The cards of one column, in order. */
export const cardsOf = (board: KanbanBoard, columnId: string): KanbanCard[] =>
  board.cards.filter((c) => c.columnId === columnId);

/** A position between two neighbours, for the move shown before the server's answer. */
function between(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 1024;
  if (before === undefined) return after! - 1024;
  if (after === undefined) return before + 1024;
  return (before + after) / 2;
}

export function moveCardLocally(
  board: KanbanBoard,
  cardId: string,
  columnId: string,
  afterId: string | null,
): KanbanBoard {
  const card = board.cards.find((c) => c.id === cardId);
  if (!card) return board;
  const others = cardsOf(board, columnId).filter((c) => c.id !== cardId);
  const i = afterId === null ? -1 : others.findIndex((c) => c.id === afterId);
  const position = between(others[i]?.position, others[i + 1]?.position);
  return upsertCard(board, { ...card, columnId, position });
}

export function moveColumnLocally(board: KanbanBoard, columnId: string, afterId: string | null): KanbanBoard {
  const column = board.columns.find((c) => c.id === columnId);
  if (!column) return board;
  const others = board.columns.filter((c) => c.id !== columnId);
  const i = afterId === null ? -1 : others.findIndex((c) => c.id === afterId);
  const position = between(others[i]?.position, others[i + 1]?.position);
  return upsertColumn(board, { ...column, position });
}

/**
 * Where a dragged card lands: the column and the card it goes after (null: the top), from the
 * ids of the column's cards in their new on-screen order.
 */
export function afterIdIn(orderedIds: readonly string[], cardId: string): string | null {
  const i = orderedIds.indexOf(cardId);
  return i > 0 ? orderedIds[i - 1]! : null;
}
