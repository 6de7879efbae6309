import * as chatApi from '@common/api/chat';
import * as messagesApi from '@common/api/messages';
import type { ChatList, ChatStatus, ChatView } from '@common/schemas/chat';
import type { MessageHistory } from '@common/schemas/messages';
import { callApi } from '@web/lib/api-client';
import { withSentMessage } from '@web/lib/message-history';
import { queryKeys } from '@web/lib/query-keys';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';

/**
 * The chat app's server state under one prefix. The list also carries presence: a contact's
 * status change arrives live (chat-presence), connections coming and going show at the next
 * refresh, once a minute while the page is open (no per-second polling).
 */
export const chatKeys = {
  all: ['chat'] as const,
  list: ['chat', 'list'] as const,
  history: (id: string) => ['chat', 'history', id] as const,
};

const PRESENCE_REFRESH_MS = 60_000;

export function useChats() {
  return useQuery({
    queryKey: chatKeys.list,
    queryFn: ({ signal }): Promise<ChatList> => callApi(chatApi.listChats, { signal }),
    refetchInterval: PRESENCE_REFRESH_MS,
  });
}

export function useStartChat() {
  return useMutation({
    mutationFn: (userId: string): Promise<ChatView> => callApi(chatApi.startChat, { body: { userId } }),
  });
}

/** The status others see; the list's copy changes at once, the server's answer confirms it. */
export function useSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: ChatStatus) => callApi(chatApi.setChatStatus, { body: { status } }),
    onSuccess: ({ status }) =>
      client.setQueryData<ChatList>(chatKeys.list, (list) => (list ? { ...list, status } : list)),
  });
}

/** One chat's history: the latest page first, older pages as the reader scrolls back. */
export function useChatHistory(conversationId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.history(conversationId),
    queryFn: ({ pageParam, signal }): Promise<MessageHistory> =>
      callApi(messagesApi.conversationMessages, {
        params: { id: conversationId },
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.id : undefined),
  });
}

/** Posts a message; it shows at once at the end of the history, and the list moves. */
export function useSendChatMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(messagesApi.sendMessage, { params: { id: conversationId }, body: { body } }),
    onSuccess: (message) => {
      client.setQueryData<InfiniteData<MessageHistory>>(chatKeys.history(conversationId), (data) =>
        withSentMessage(data, message),
      );
      void client.invalidateQueries({ queryKey: chatKeys.list });
      // A listing conversation is My messages' too: its list and the bell follow.
      void client.invalidateQueries({ queryKey: queryKeys.messages.all });
    },
  });
}

/** Reads a chat: its unread count, the total and My messages' counts refresh. */
export function useMarkChatRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(messagesApi.markConversationRead, { params: { id } }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: chatKeys.list });
      void client.invalidateQueries({ queryKey: queryKeys.messages.all });
    },
  });
}
