import { sessionInfoSchema, type SessionInfo } from '@common/schemas/account';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const sessionsSchema = z.array(sessionInfoSchema);

export const fetchSessions = async (): Promise<SessionInfo[]> =>
  sessionsSchema.parse(await apiRequest<unknown>('/api/account/sessions'));

export const sessionsQuery = () => queryOptions({ queryKey: queryKeys.account.sessions, queryFn: fetchSessions });

export function useSessions() {
  return useQuery(sessionsQuery());
}
