import type { KanbanBoard, KanbanCard } from '@common/schemas/kanban';
import { describe, expect, it } from 'vitest';
import { afterIdIn, cardsOf, moveCardLocally, moveColumnLocally } from './board-state';
import { applyBoardEvent } from './live-board';

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';
const card = (n: number, columnId: string, position: number): KanbanCard => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  columnId,
  title: String(n),
  description: '',
  labels: [],
  dueDate: null,
  position,
  assigneeIds: [],
  comments: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const board: KanbanBoard = {
  id: '00000000-0000-4000-8000-0000000000ff',
  name: 'Team',
  ownerId: A,
  members: [],
  columns: [
    { id: A, name: 'A', position: 1024 },
    { id: B, name: 'B', position: 2048 },
  ],
  cards: [card(1, A, 1024), card(2, A, 2048), card(3, A, 3072)],
};
const titles = (b: KanbanBoard, column: string) => cardsOf(b, column).map((c) => c.title);

describe('kanban board state', () => {
  it('moves a card within and across columns as the server will place it', () => {
    let b = moveCardLocally(board, card(3, A, 0).id, A, null);
    expect(titles(b, A)).toEqual(['3', '1', '2']);
    b = moveCardLocally(b, card(1, A, 0).id, B, null);
    b = moveCardLocally(b, card(2, A, 0).id, B, card(1, A, 0).id);
    expect(titles(b, A)).toEqual(['3']);
    expect(titles(b, B)).toEqual(['1', '2']);
  });

  it('moves a column, and names the neighbour a dragged item lands after', () => {
    expect(moveColumnLocally(board, B, null).columns.map((c) => c.name)).toEqual(['B', 'A']);
    expect(afterIdIn(['x', 'y', 'z'], 'x')).toBeNull();
    expect(afterIdIn(['x', 'y', 'z'], 'z')).toBe('y');
  });

  it("applies the live room's notices, whatever their order", () => {
    const moved = { ...card(1, B, 1024) };
    const b = applyBoardEvent(board, { type: 'card', boardId: board.id, card: moved, by: A })!;
    expect(titles(b, B)).toEqual(['1']);
    const c = applyBoardEvent(b, { type: 'cardDeleted', boardId: board.id, cardId: moved.id, by: A })!;
    expect(c.cards).toHaveLength(2);
    expect(applyBoardEvent(board, { type: 'board', boardId: board.id, by: A })).toBeNull();
  });
});
