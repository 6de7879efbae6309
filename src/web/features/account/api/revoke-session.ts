import { apiRequest } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { useMutation } from '@tanstack/react-query';
import { sessionsQuery } from './sessions';

export const revokeSession = (id: string) =>
  apiRequest<{ ok: true }>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRevokeSession() {
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}
