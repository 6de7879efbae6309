import type { RoleInput } from '@common/schemas/admin';
import * as api from '@common/api/admin';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

/** Create when there is no id, otherwise change: one form serves both. */
export const saveRole = ({ id, ...input }: RoleInput & { id?: string }) =>
  id ? callApi(api.updateRole, { params: { id }, body: input }) : callApi(api.createRole, { body: input });

export function useSaveRole() {
  return useMutation({
    mutationFn: saveRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
