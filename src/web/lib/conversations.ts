import * as api from '@common/api/messages';
import type { ConversationView } from '@common/schemas/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session-context';

/*
 * The member's conversations and unread count, which the navbar bell, the menu's My messages
 * badge and the my-messages page all show. A live message invalidates them (LiveMessageRefresh),
 * so they stay current without polling.
 */

export const conversationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.messages.conversations,
    queryFn: ({ signal }): Promise<ConversationView[]> =>
      callApi(api.listConversations, { signal }).then((answer) => answer.items),
  });

export const unreadMessagesQuery = () =>
  queryOptions({
    queryKey: queryKeys.messages.unread,
    queryFn: ({ signal }) => callApi(api.unreadMessages, { signal }).then((answer) => answer.count),
  });

/** Unread messages of the signed-in member on this site; 0 signed out (nothing is asked). */
export function useUnreadMessages(): number {
  const { session } = useSession();
  const { data } = useQuery({ ...unreadMessagesQuery(), enabled: session !== null });
  return data ?? 0;
}

export function useConversations(enabled = true) {
  const { session } = useSession();
  return useQuery({ ...conversationsQuery(), enabled: enabled && session !== null });
}

/** Marks one conversation read; every count refreshes. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(api.markConversationRead, { params: { id } }),
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: queryKeys.messages.conversations })
        .then(() => client.invalidateQueries({ queryKey: queryKeys.messages.unread })),
  });
}
