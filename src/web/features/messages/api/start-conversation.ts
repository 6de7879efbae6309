import * as api from '@common/api/messages';
import type { ConversationView } from '@common/schemas/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notify } from '@web/components/snackbar/snackbar-service';
import { callApi } from '@web/lib/api-client';
import { useErrorText } from '@web/lib/error-text';
import { conversationPath } from '@web/lib/paths';
import { queryKeys } from '@web/lib/query-keys';
import { useNavigate } from 'react-router';

/**
 * Starts (or finds again) the signed-in user's conversation about a listing and opens it in My
 * messages, in place of the current address (`replace`, for the arrival from sign-in: going back
 * should not start it again). A refusal (one's own listing, an unpublished one) is said in a toast.
 */
export function useStartConversation({ replace = false }: { replace?: boolean } = {}) {
  const errorText = useErrorText();
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => callApi(api.startConversation, { body: { listingId } }),
    onSuccess: async (conversation) => {
      const key = queryKeys.messages.conversations;
      // My messages asks for the list while the conversation is being started: a first answer
      // still on its way was made before the conversation existed, and invalidating would only
      // wait for it (TanStack Query does not cancel a query's first fetch), leaving the list empty.
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<ConversationView[]>(key, (old) =>
        old?.some((c) => c.id === conversation.id) ? old : [conversation, ...(old ?? [])],
      );
      void client.invalidateQueries({ queryKey: key });
      void navigate(conversationPath(conversation.id), { replace });
    },
    onError: (error) => notify({ message: errorText(error), severity: 'error' }),
  });
}
