import type { CreateUserInput } from '@common/schemas/admin';
import * as api from '@common/api/admin';
import { callApi } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export const createUser = (input: CreateUserInput) => callApi(api.createUser, { body: input });

export function useCreateUser() {
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
