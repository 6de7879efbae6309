import { publicUserSchema, type PublicUser } from '@common/schemas/account';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchUser = async (id: string): Promise<PublicUser> =>
  publicUserSchema.parse(await apiRequest<unknown>(`/api/admin/users/${encodeURIComponent(id)}`));

export const userQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.user(id), queryFn: () => fetchUser(id) });

export function useUser(id: string) {
  return useQuery(userQuery(id));
}
