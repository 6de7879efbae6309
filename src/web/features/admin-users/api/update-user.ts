import type { AdminUpdateUserInput } from '@common/schemas/admin';
import * as api from '@common/api/admin';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export const updateUser = ({ id, ...input }: AdminUpdateUserInput & { id: string }) =>
  callApi(api.updateUser, { params: { id }, body: input });

/** Status and roles show in the list, the user view and the role counts: all of 'admin' is refreshed. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
