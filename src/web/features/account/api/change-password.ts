import type { ChangePasswordInput } from '@common/schemas/account';
import { apiRequest } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { useMutation } from '@tanstack/react-query';
import { sessionsQuery } from './sessions';

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<{ ok: true }>('/api/account/password', { method: 'POST', body: input });

/** The server signs out every other session, so the session list is stale afterwards. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
