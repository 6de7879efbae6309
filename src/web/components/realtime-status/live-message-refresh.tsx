import { queryKeys } from '@web/lib/query-keys';
import { subscribe } from '@web/lib/realtime/bus';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * A message arriving on the personal channel refreshes every messages view: the conversation
 * list, the unread counts of the bell and the menu, and an open conversation's history. A call
 * that went unanswered refreshes the bell's missed calls.
 */
export function LiveMessageRefresh() {
  const client = useQueryClient();
  useEffect(() => {
    const stopMessages = subscribe('conversation-message', () => {
      void client.invalidateQueries({ queryKey: queryKeys.messages.all });
    });
    const stopCalls = subscribe('missed-call', () => {
      void client.invalidateQueries({ queryKey: queryKeys.calls.missed });
    });
    return () => {
      stopMessages();
      stopCalls();
    };
  }, [client]);
  return null;
}
