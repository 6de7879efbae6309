import * as api from '@common/api/kanban';
import type { BoardSummary, KanbanBoard, KanbanCard, UpdateCardInput } from '@common/schemas/kanban';
import { callApi } from '@web/lib/api-client';
import { uploadFile } from '@web/lib/upload';
import { queryClient } from '@web/lib/query-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { moveCardLocally, moveColumnLocally, upsertCard, upsertColumn } from '../lib/board-state';

/**
 * The Kanban page's queries, under one prefix. A board is kept whole in the cache: a move or an
 * edit changes it at once (optimistically, from board-state.ts), the server's answer and the
 * live room's notices (live-board.ts) then put the server's version in, and a failure reloads it.
 */
export const kanbanKeys = {
  all: ['kanban'] as const,
  boards: ['kanban', 'boards'] as const,
  board: (id: string) => ['kanban', 'board', id] as const,
  comments: (boardId: string, cardId: string) => ['kanban', 'comments', boardId, cardId] as const,
  attachments: (boardId: string, cardId: string) => ['kanban', 'attachments', boardId, cardId] as const,
};

export function useBoards() {
  return useQuery({
    queryKey: kanbanKeys.boards,
    queryFn: ({ signal }) => callApi(api.listBoards, { signal }),
  });
}

export function useBoard(boardId: string | null) {
  return useQuery({
    queryKey: kanbanKeys.board(boardId ?? ''),
    queryFn: ({ signal }) => callApi(api.getBoard, { params: { boardId: boardId! }, signal }),
    enabled: boardId !== null,
  });
}

const setBoard = (boardId: string, change: (board: KanbanBoard) => KanbanBoard) =>
  queryClient.setQueryData<KanbanBoard>(kanbanKeys.board(boardId), (board) => (board ? change(board) : board));
const reloadBoard = (boardId: string) => queryClient.invalidateQueries({ queryKey: kanbanKeys.board(boardId) });
const reloadBoards = () => queryClient.invalidateQueries({ queryKey: kanbanKeys.boards });

export function useCreateBoard() {
  return useMutation({
    mutationFn: (input: { name: string; columns: string[] }) => callApi(api.createBoard, { body: input }),
    onSuccess: (board: BoardSummary) => {
      queryClient.setQueryData<{ items: BoardSummary[] }>(kanbanKeys.boards, (list) =>
        list ? { items: [...list.items, board] } : list,
      );
      void reloadBoards();
    },
  });
}

export function useRenameBoard(boardId: string) {
  return useMutation({
    mutationFn: (name: string) => callApi(api.renameBoard, { params: { boardId }, body: { name } }),
    onSuccess: (summary) => {
      setBoard(boardId, (b) => ({ ...b, name: summary.name }));
      void reloadBoards();
    },
  });
}

export function useDeleteBoard(boardId: string) {
  return useMutation({
    mutationFn: () => callApi(api.deleteBoard, { params: { boardId } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: kanbanKeys.board(boardId) });
      void reloadBoards();
    },
  });
}

export function useAddMember(boardId: string) {
  return useMutation({
    mutationFn: (userId: string) => callApi(api.addMember, { params: { boardId }, body: { userId } }),
    onSuccess: (board) => {
      queryClient.setQueryData(kanbanKeys.board(boardId), board);
      void reloadBoards();
    },
  });
}

export function useRemoveMember(boardId: string) {
  return useMutation({
    mutationFn: (userId: string) => callApi(api.removeMember, { params: { boardId, userId } }),
    onSettled: () => Promise.all([reloadBoard(boardId), reloadBoards()]),
  });
}

export function useCreateColumn(boardId: string) {
  return useMutation({
    mutationFn: (name: string) => callApi(api.createColumn, { params: { boardId }, body: { name } }),
    onSuccess: (column) => setBoard(boardId, (b) => upsertColumn(b, column)),
  });
}

export function useRenameColumn(boardId: string) {
  return useMutation({
    mutationFn: ({ columnId, name }: { columnId: string; name: string }) =>
      callApi(api.renameColumn, { params: { boardId, columnId }, body: { name } }),
    onSuccess: (column) => setBoard(boardId, (b) => upsertColumn(b, column)),
  });
}

export function useDeleteColumn(boardId: string) {
  return useMutation({
    mutationFn: (columnId: string) => callApi(api.deleteColumn, { params: { boardId, columnId } }),
    onSuccess: (_ok, columnId) =>
      setBoard(boardId, (b) => ({
        ...b,
        columns: b.columns.filter((c) => c.id !== columnId),
        cards: b.cards.filter((c) => c.columnId !== columnId),
      })),
  });
}

export function useMoveColumn(boardId: string) {
  return useMutation({
    mutationFn: ({ columnId, afterId }: { columnId: string; afterId: string | null }) =>
      callApi(api.moveColumn, { params: { boardId, columnId }, body: { afterId } }),
    onMutate: ({ columnId, afterId }) => setBoard(boardId, (b) => moveColumnLocally(b, columnId, afterId)),
    onSuccess: (column) => setBoard(boardId, (b) => upsertColumn(b, column)),
    onError: () => reloadBoard(boardId),
  });
}

export function useCreateCard(boardId: string) {
  return useMutation({
    mutationFn: (input: { columnId: string; title: string }) =>
      callApi(api.createCard, { params: { boardId }, body: input }),
    onSuccess: (card) => setBoard(boardId, (b) => upsertCard(b, card)),
  });
}

export function useUpdateCard(boardId: string, cardId: string) {
  return useMutation({
    mutationFn: (input: UpdateCardInput) => callApi(api.updateCard, { params: { boardId, cardId }, body: input }),
    onSuccess: (card) => setBoard(boardId, (b) => upsertCard(b, card)),
  });
}

export function useDeleteCard(boardId: string) {
  return useMutation({
    mutationFn: (cardId: string) => callApi(api.deleteCard, { params: { boardId, cardId } }),
    onSuccess: (_ok, cardId) => setBoard(boardId, (b) => ({ ...b, cards: b.cards.filter((c) => c.id !== cardId) })),
  });
}

export function useMoveCard(boardId: string) {
  return useMutation({
    mutationFn: ({ cardId, columnId, afterId }: { cardId: string; columnId: string; afterId: string | null }) =>
      callApi(api.moveCard, { params: { boardId, cardId }, body: { columnId, afterId } }),
    onMutate: ({ cardId, columnId, afterId }) =>
      setBoard(boardId, (b) => moveCardLocally(b, cardId, columnId, afterId)),
    onSuccess: (card: KanbanCard) => setBoard(boardId, (b) => upsertCard(b, card)),
    onError: () => reloadBoard(boardId),
  });
}

export function useComments(boardId: string, cardId: string) {
  return useQuery({
    queryKey: kanbanKeys.comments(boardId, cardId),
    queryFn: ({ signal }) => callApi(api.listComments, { params: { boardId, cardId }, signal }),
  });
}

export function useCreateComment(boardId: string, cardId: string) {
  return useMutation({
    mutationFn: (body: string) => callApi(api.createComment, { params: { boardId, cardId }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.comments(boardId, cardId) }),
  });
}

export function useAttachments(boardId: string, cardId: string) {
  return useQuery({
    queryKey: kanbanKeys.attachments(boardId, cardId),
    queryFn: ({ signal }) => callApi(api.listAttachments, { params: { boardId, cardId }, signal }),
  });
}

const TOO_LARGE = { code: 'listingImageTooLarge', message: 'The image is larger than 10 MB.' };

export function useUploadAttachment(boardId: string, cardId: string) {
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile(api.uploadAttachment, file, { params: { boardId, cardId }, tooLarge: TOO_LARGE }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.attachments(boardId, cardId) }),
  });
}

export function useDeleteAttachment(boardId: string, cardId: string) {
  return useMutation({
    mutationFn: (attachmentId: string) => callApi(api.deleteAttachment, { params: { boardId, cardId, attachmentId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: kanbanKeys.attachments(boardId, cardId) }),
  });
}

export { reloadBoard, setBoard };
