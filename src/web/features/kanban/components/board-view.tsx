import type { KanbanBoard, KanbanCard } from '@common/schemas/kanban';
import {
  closestCenter,
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import { memo, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveCard, useMoveColumn } from '../api/kanban';
import { afterIdIn, cardsOf } from '../lib/board-state';
import { AddColumn } from './add-column';
import { BoardColumn } from './board-column';

/** Which column holds which cards, in on-screen order: the board's, or the drag's while one is under way. */
type Layout = { columns: string[]; cards: Record<string, string[]> };

const layoutOf = (board: KanbanBoard): Layout => ({
  columns: board.columns.map((c) => c.id),
  cards: Object.fromEntries(board.columns.map((c) => [c.id, cardsOf(board, c.id).map((card) => card.id)])),
});

/**
 * Cards a column draws at first, and how many more each "show more" adds. dnd-kit measures and
 * re-renders every sortable card when a drag starts, so a board of 500 cards drew and measured
 * all 500 on each pick-up (issue #35's 100 ms budget); a column now draws its first cards and the
 * rest as the reader scrolls to them (or presses "Show more"). The column's count is of all of them.
 */
export const CARDS_PER_STEP = 20;

const columnOf = (layout: Layout, id: string): string | undefined =>
  layout.cards[id] ? id : layout.columns.find((c) => layout.cards[c]!.includes(id));

/**
 * The board's columns and cards with drag and drop (@dnd-kit core + sortable): cards within and
 * across columns, columns by their handle, by pointer, touch or keyboard (Space picks up, the
 * arrows move, Space drops, Escape cancels; Enter opens a card). While dragging, the layout is
 * this component's own; on drop the move goes to the server as "after this neighbour" and the
 * cached board is changed at once (api/kanban.ts).
 */
export const BoardView = memo(function BoardView({
  board,
  onOpenCard,
}: {
  board: KanbanBoard;
  onOpenCard: (card: KanbanCard) => void;
}) {
  const { t } = useTranslation();
  const moveCard = useMoveCard(board.id);
  const moveColumn = useMoveColumn(board.id);
  const [drag, setDrag] = useState<{ id: string; type: 'card' | 'column'; from: string; layout: Layout } | null>(null);
  const layout = useMemo(() => drag?.layout ?? layoutOf(board), [drag, board]);
  const cardsById = useMemo(() => new Map(board.cards.map((c) => [c.id, c])), [board.cards]);
  const columnsById = useMemo(() => new Map(board.columns.map((c) => [c.id, c])), [board.columns]);
  const [limits, setLimits] = useState<Record<string, number>>({});
  const limitOf = (columnId: string) => limits[columnId] ?? CARDS_PER_STEP;
  const showMore = useCallback(
    (columnId: string) =>
      setLimits((current) => ({ ...current, [columnId]: (current[columnId] ?? CARDS_PER_STEP) + CARDS_PER_STEP })),
    [],
  );
  const sensors = useSensors(
    // A click opens a card; only a pointer that travels is a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space'] },
    }),
  );

  const collision: CollisionDetection = (args) => {
    if (drag?.type === 'column') {
      return closestCenter({
        ...args,
        droppableContainers: args.droppableContainers.filter((c) => columnsById.has(String(c.id))),
      });
    }
    return closestCorners(args);
  };

  const nameOf = (id: string | number | undefined) => {
    const key = String(id ?? '');
    return cardsById.get(key)?.title ?? columnsById.get(key)?.name ?? '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.dnd.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('kanban.dnd.over', { name: nameOf(active.id), target: nameOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('kanban.dnd.dropped', { name: nameOf(active.id), target: nameOf(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('kanban.dnd.cancelled', { name: nameOf(active.id) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => {
    const id = String(active.id);
    const start = layoutOf(board);
    const type = columnsById.has(id) ? 'column' : 'card';
    setDrag({ id, type, from: type === 'card' ? (columnOf(start, id) ?? '') : id, layout: start });
  };

  // A card carried over another column is put into it now, so the column opens a gap for it.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!drag || drag.type !== 'card' || !over) return;
    const id = String(active.id);
    const overId = String(over.id);
    const from = columnOf(drag.layout, id);
    const to = columnOf(drag.layout, overId);
    if (!from || !to || from === to) return;
    const target = drag.layout.cards[to]!;
    // Over the column itself: after its last drawn card, which is its end unless it has more to show.
    const at = columnsById.has(overId) ? Math.min(target.length, limitOf(to)) : Math.max(0, target.indexOf(overId));
    setDrag({
      ...drag,
      layout: {
        ...drag.layout,
        cards: {
          ...drag.layout.cards,
          [from]: drag.layout.cards[from]!.filter((c) => c !== id),
          [to]: [...target.slice(0, at), id, ...target.slice(at)],
        },
      },
    });
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = drag;
    setDrag(null);
    if (!current || !over) return;
    const id = String(active.id);
    const overId = String(over.id);
    if (current.type === 'column') {
      const from = current.layout.columns.indexOf(id);
      const to = current.layout.columns.indexOf(overId);
      if (from < 0 || to < 0 || from === to) return;
      const order = arrayMove(current.layout.columns, from, to);
      moveColumn.mutate({ columnId: id, afterId: afterIdIn(order, id) });
      return;
    }
    const column = columnOf(current.layout, id);
    if (!column) return;
    let order = current.layout.cards[column]!;
    const to = order.indexOf(overId);
    if (to >= 0) order = arrayMove(order, order.indexOf(id), to);
    const afterId = afterIdIn(order, id);
    const before = layoutOf(board);
    if (column === current.from && afterIdIn(before.cards[column]!, id) === afterId) return;
    moveCard.mutate({ cardId: id, columnId: column, afterId });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDrag(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('kanban.dnd.instructions') },
      }}
    >
      <Box
        data-testid="kanban-board"
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 2,
          overflowX: 'auto',
          pb: 2,
          minHeight: 320,
          // Columns snap into view one by one on a phone.
          scrollSnapType: { xs: 'x mandatory', sm: 'none' },
        }}
      >
        <SortableContext items={layout.columns} strategy={horizontalListSortingStrategy}>
          {layout.columns.map((columnId) => {
            const column = columnsById.get(columnId);
            if (!column) return null;
            return (
              <BoardColumn
                key={columnId}
                boardId={board.id}
                column={column}
                cardIds={layout.cards[columnId]!}
                limit={limitOf(columnId)}
                activeId={drag?.type === 'card' ? drag.id : undefined}
                onShowMore={showMore}
                cardsById={cardsById}
                members={board.members}
                onOpenCard={onOpenCard}
              />
            );
          })}
        </SortableContext>
        <AddColumn boardId={board.id} />
      </Box>
    </DndContext>
  );
});
