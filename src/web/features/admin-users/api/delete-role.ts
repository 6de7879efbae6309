import * as api from '@common/api/admin';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export const deleteRole = (id: string) => callApi(api.deleteRole, { params: { id } });

export function useDeleteRole() {
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
