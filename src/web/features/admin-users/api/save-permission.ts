import type { Permission, PermissionInput } from '@common/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export const savePermission = ({ id, ...input }: PermissionInput & { id?: string }) =>
  id
    ? apiRequest<Permission>(`/api/admin/permissions/${encodeURIComponent(id)}`, { method: 'PATCH', body: input })
    : apiRequest<Permission>('/api/admin/permissions', { method: 'POST', body: input });

export function useSavePermission() {
  return useMutation({
    mutationFn: savePermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
