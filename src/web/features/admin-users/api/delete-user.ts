import * as api from '@common/api/admin';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';
import { userQuery } from './user';

export const deleteUser = (id: string) => callApi(api.deleteUser, { params: { id } });

export function useDeleteUser() {
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) => {
      // Forget the deleted user first, so their open page is not refetched into a 404; the
      // lists and role counts refresh in the background.
      queryClient.removeQueries({ queryKey: userQuery(id).queryKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
  });
}
