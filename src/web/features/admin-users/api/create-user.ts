import type { PublicUser } from '@common/schemas/account';
import type { CreateUserInput } from '@common/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { queryClient } from '@web/lib/query-client';
import { queryKeys } from '@web/lib/query-keys';
import { useMutation } from '@tanstack/react-query';

export const createUser = (input: CreateUserInput) =>
  apiRequest<PublicUser>('/api/admin/users', { method: 'POST', body: input });

export function useCreateUser() {
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}
