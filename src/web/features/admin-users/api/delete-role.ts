import { apiRequest } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export const deleteRole = (id: string) =>
  apiRequest<{ ok: true }>(`/api/admin/roles/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteRole() {
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
