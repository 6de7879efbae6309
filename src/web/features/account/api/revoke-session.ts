import * as api from '@common/api/account';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { useMutation } from '@tanstack/react-query';
import { sessionsQuery } from './sessions';

export const revokeSession = (id: string) => callApi(api.revokeSession, { params: { id } });

export function useRevokeSession() {
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
