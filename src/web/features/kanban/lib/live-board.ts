import { boardEventSchema, boardRoom, KANBAN_EVENT, type BoardEvent, type KanbanBoard } from '@common/schemas/kanban';
import { queryClient } from '@web/lib/query-client';
import { personalChannel } from '@web/lib/realtime/channels';
import { useSession } from '@web/lib/session-context';
import { useEffect } from 'react';
import * as z from 'zod/mini';
import { kanbanKeys } from '../api/kanban';
import { upsertCard, upsertColumn } from './board-state';

/** Applies one notice of the board's live room to the cached board; true when it was applied. */
export function applyBoardEvent(board: KanbanBoard, event: BoardEvent): KanbanBoard | null {
  switch (event.type) {
    case 'card':
      return upsertCard(board, event.card);
    case 'cardDeleted':
      return { ...board, cards: board.cards.filter((c) => c.id !== event.cardId) };
    case 'column':
      return upsertColumn(board, event.column);
    case 'columnDeleted':
      return {
        ...board,
        columns: board.columns.filter((c) => c.id !== event.columnId),
        cards: board.cards.filter((c) => c.columnId !== event.columnId),
      };
    case 'attachments':
      // The pictures are not part of the board: the open card reads them again (useLiveBoard).
      return board;
    default:
      // Name or members changed, or the board went: read it again (a deleted one answers 404).
      return null;
  }
}

/**
 * Follows a board live (issue #35): the signed-in user's one socket (the personal channel) joins
 * the board's room, which the server opens to members only, and every `kanban` notice that fits
 * boardEventSchema updates the cached board. On each (re)connect it joins again and reads the
 * board once, so what happened while the socket was away is not missed.
 */
export function useLiveBoard(boardId: string | null, onGone: () => void) {
  const { session } = useSession();
  const userId = session?.userId ?? null;
  const apiToken = session?.apiToken ?? null;
  useEffect(() => {
    if (!boardId || !userId) return;
    const channel = personalChannel(userId, apiToken);
    if (!channel) return;
    const socket = channel.socket;
    const room = boardRoom(boardId);
    const key = kanbanKeys.board(boardId);
    const join = (again: boolean) => {
      socket.emit('join-room', room, (answer: { ok: boolean; code?: string }) => {
        if (!answer?.ok) console.warn(`kanban: joining the board's room refused (${answer?.code ?? 'no answer'})`);
      });
      if (again) void queryClient.invalidateQueries({ queryKey: key });
    };
    const onConnect = () => join(true);
    const onEvent = (payload: unknown) => {
      const parsed = z.safeParse(boardEventSchema, payload);
      if (!parsed.success || parsed.data.boardId !== boardId) return;
      const event = parsed.data;
      if (event.type === 'boardDeleted') return onGone();
      if (event.type === 'attachments') {
        void queryClient.invalidateQueries({ queryKey: kanbanKeys.attachments(boardId, event.cardId) });
        return;
      }
      const board = queryClient.getQueryData<KanbanBoard>(key);
      const next = board ? applyBoardEvent(board, event) : null;
      if (next) queryClient.setQueryData(key, next);
      else void queryClient.invalidateQueries({ queryKey: key });
      if (event.type === 'board') void queryClient.invalidateQueries({ queryKey: kanbanKeys.boards });
    };
    if (socket.connected) join(false);
    socket.on('connect', onConnect);
    socket.on(KANBAN_EVENT, onEvent);
    return () => {
      socket.off('connect', onConnect);
      socket.off(KANBAN_EVENT, onEvent);
      if (socket.connected) socket.emit('leave-room', room);
    };
  }, [boardId, userId, apiToken, onGone]);
}
