// @vitest-environment happy-dom
import type { KanbanBoard } from '@common/schemas/kanban';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@web/lib/query-client';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import enCommon from '../../../locales/en/common.json';
import enKanban from '../../../locales/en/kanban.json';
import { BoardView, CARDS_PER_STEP } from './board-view';

const english = i18next.createInstance();
void english
  .use(initReactI18next)
  .init({ lng: 'en', keySeparator: false, resources: { en: { translation: { ...enCommon, ...enKanban } } } });

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** One column of `count` cards and an empty one. */
function boardOf(count: number): KanbanBoard {
  return {
    id: id(1),
    name: 'Launch',
    ownerId: id(2),
    members: [],
    columns: [
      { id: id(3), name: 'To do', position: 1 },
      { id: id(4), name: 'Done', position: 2 },
    ],
    cards: Array.from({ length: count }, (_, i) => ({
      id: id(100 + i),
      columnId: id(3),
      title: `Task ${i + 1}`,
      description: '',
      labels: [],
      dueDate: null,
      position: i + 1,
      assigneeIds: [],
      comments: 0,
      updatedAt: '2026-11-28T00:00:00.000Z',
    })),
  };
}

function renderBoard(board: KanbanBoard) {
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={english}>
        <BoardView board={board} onOpenCard={() => undefined} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return within(screen.getByRole('region', { name: 'To do' }));
}

afterEach(cleanup);

describe('<BoardView> with a long column', () => {
  it('draws the first cards, counts them all, and draws the rest a step at a time on "Show more"', () => {
    const total = CARDS_PER_STEP * 2 + 5;
    const column = renderBoard(boardOf(total));
    expect(column.getAllByTestId('kanban-card')).toHaveLength(CARDS_PER_STEP);
    expect(column.getByRole('heading', { level: 2 }).textContent).toBe(`To do ${total}`);

    fireEvent.click(column.getByRole('button', { name: `Show more cards (${total - CARDS_PER_STEP} left)` }));
    expect(column.getAllByTestId('kanban-card')).toHaveLength(CARDS_PER_STEP * 2);
    fireEvent.click(column.getByRole('button', { name: 'Show more cards (5 left)' }));
    const cards = column.getAllByTestId('kanban-card');
    expect(cards).toHaveLength(total);
    expect(cards.at(-1)!.getAttribute('aria-label')).toBe(`Task ${total}`);
    expect(column.queryByRole('button', { name: /Show more cards/ })).toBeNull();
  });

  it('draws a short column whole, with no "Show more"', () => {
    const column = renderBoard(boardOf(CARDS_PER_STEP));
    expect(column.getAllByTestId('kanban-card')).toHaveLength(CARDS_PER_STEP);
    expect(column.queryByRole('button', { name: /Show more cards/ })).toBeNull();
  });
});
