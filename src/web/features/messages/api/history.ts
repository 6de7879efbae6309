import * as api from '@common/api/messages';
import type { MessageHistory, MessageView } from '@common/schemas/messages';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';

/** One conversation's history: the latest page first, older pages as the reader asks for them. */
export function useHistory(conversationId: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.messages.history(conversationId),
    queryFn: ({ pageParam, signal }): Promise<MessageHistory> =>
      callApi(api.conversationMessages, {
        params: { id: conversationId },
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.id : undefined),
  });
}

/** Oldest first, each message once (a live refresh and a send may both bring the newest). */
export function messagesOf(data: InfiniteData<MessageHistory> | undefined): MessageView[] {
  if (!data) return [];
  const seen = new Set<string>();
  return [...data.pages]
    .reverse()
    .flatMap((page) => page.items)
    .filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
}

/** Posts a message; it shows at once at the end of the history, and the conversation list moves. */
export function useSendMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(api.sendMessage, { params: { id: conversationId }, body: { body } }),
    onSuccess: (message) => {
      client.setQueryData<InfiniteData<MessageHistory>>(queryKeys.messages.history(conversationId), (data) => {
        if (!data || data.pages.length === 0) return data;
        const [latest, ...older] = data.pages;
        if (latest!.items.some((m) => m.id === message.id)) return data;
        return { ...data, pages: [{ ...latest!, items: [...latest!.items, message] }, ...older] };
      });
      void client.invalidateQueries({ queryKey: queryKeys.messages.conversations });
    },
  });
}
