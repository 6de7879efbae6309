import * as api from '@common/api/auth';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useQuery } from '@tanstack/react-query';

export const verifyEmail = (token: string) => callApi(api.verifyEmail, { body: { token } });

/** A query, not a mutation: the page confirms on arrival, once per token (the link is single use). */
export function useVerifyEmail(token: string | null) {
  return useQuery({
    queryKey: queryKeys.verifyEmail(token),
    queryFn: () => verifyEmail(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
