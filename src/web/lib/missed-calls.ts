import * as api from '@common/api/calls';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';
import { useSession } from './session-context';

/*
 * The member's missed video calls, which the navbar bell shows beside unread conversations. A
 * call that goes unanswered arrives on the personal channel and invalidates the query
 * (LiveMessageRefresh), so the bell stays current without polling.
 */

export const missedCallsQuery = () =>
  queryOptions({
    queryKey: queryKeys.calls.missed,
    queryFn: ({ signal }) => callApi(api.listMissedCalls, { signal }),
  });

/** The latest missed calls and the unseen count; nothing is asked signed out. */
export function useMissedCalls() {
  const { session } = useSession();
  return useQuery({ ...missedCallsQuery(), enabled: session !== null });
}

/** Marks missed calls seen (the ones the bell showed); the bell refreshes. */
export function useMarkCallsSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => callApi(api.markMissedCallsSeen, { body: { ids } }),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.calls.missed }),
  });
}
