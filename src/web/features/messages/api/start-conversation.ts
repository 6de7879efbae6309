import * as api from '@common/api/messages';
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
    onSuccess: (conversation) => {
      void client.invalidateQueries({ queryKey: queryKeys.messages.conversations });
      void navigate(conversationPath(conversation.id), { replace });
    },
    onError: (error) => notify({ message: errorText(error), severity: 'error' }),
  });
}
