import * as api from '@common/api/admin';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export const deletePermission = (id: string) => callApi(api.deletePermission, { params: { id } });

export function useDeletePermission() {
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
