import { apiRequest } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export const deletePermission = (id: string) =>
  apiRequest<{ ok: true }>(`/api/admin/permissions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeletePermission() {
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
