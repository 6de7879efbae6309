import * as api from '@common/api/account';
import type { UpdateAccountInput } from '@common/schemas/account';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export const updateAccount = (input: UpdateAccountInput) => callApi(api.updateAccount, { body: input });

/** Saves name, e-mail or language; who-am-I is asked again so every view shows the new values. */
export function useUpdateAccount() {
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
