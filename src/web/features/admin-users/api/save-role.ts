import type { Role, RoleInput } from '@common/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

/** Create when there is no id, otherwise change: one form serves both. */
export const saveRole = ({ id, ...input }: RoleInput & { id?: string }) =>
  id
    ? apiRequest<Role>(`/api/admin/roles/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
    : apiRequest<Role>('/api/admin/roles', { method: 'POST', body: input });

export function useSaveRole() {
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
