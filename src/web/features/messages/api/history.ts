import * as api from '@common/api/messages';
import type { MessageHistory } from '@common/schemas/messages';
import { callApi } from '@web/lib/api-client';
import { withSentMessage } from '@web/lib/message-history';
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

/** Posts a message; it shows at once at the end of the history, and the conversation list moves. */
export function useSendMessage(conversationId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(api.sendMessage, { params: { id: conversationId }, body: { body } }),
    onSuccess: (message) => {
      client.setQueryData<InfiniteData<MessageHistory>>(queryKeys.messages.history(conversationId), (data) =>
        withSentMessage(data, message),
      );
      void client.invalidateQueries({ queryKey: queryKeys.messages.conversations });
    },
  });
}
