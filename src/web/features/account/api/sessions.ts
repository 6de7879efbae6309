import * as api from '@common/api/account';
import type { SessionInfo } from '@common/schemas/account';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchSessions = (signal?: AbortSignal): Promise<SessionInfo[]> => callApi(api.sessions, { signal });

export const sessionsQuery = () =>
  queryOptions({ queryKey: queryKeys.account.sessions, queryFn: ({ signal }) => fetchSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQuery());
}
