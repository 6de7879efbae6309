import { userListSchema, type ListUsersQuery } from '@common/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod/mini';

export type UserList = z.infer<typeof userListSchema>;
export type UsersFilter = Partial<ListUsersQuery> & { page: number; pageSize: number };

export async function fetchUsers(filter: UsersFilter, signal?: AbortSignal): Promise<UserList> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filter)) if (v !== undefined && v !== '') params.set(k, String(v));
  return userListSchema.parse(await apiRequest<unknown>(`/api/admin/users?${params}`, signal ? { signal } : {}));
}

export const usersQuery = (filter: UsersFilter) =>
  queryOptions({ queryKey: queryKeys.admin.users(filter), queryFn: ({ signal }) => fetchUsers(filter, signal) });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useUsers(filter: UsersFilter) {
  return useQuery({ ...usersQuery(filter), placeholderData: keepPreviousData });
}
