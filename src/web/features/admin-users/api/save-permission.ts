import type { PermissionInput } from '@common/schemas/admin';
import * as api from '@common/api/admin';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export const savePermission = ({ id, ...input }: PermissionInput & { id?: string }) =>
  id ? callApi(api.updatePermission, { params: { id }, body: input }) : callApi(api.createPermission, { body: input });

export function useSavePermission() {
  return useMutation({
    mutationFn: savePermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
