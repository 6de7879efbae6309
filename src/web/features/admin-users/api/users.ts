import * as api from '@common/api/admin';
import type { ResponseOf } from '@common/api/endpoint';
import type { ListUsersQuery } from '@common/schemas/admin';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type UserList = ResponseOf<typeof api.listUsers>;
export type UsersFilter = Partial<ListUsersQuery> & { page: number; pageSize: number };

export async function fetchUsers(filter: UsersFilter, signal?: AbortSignal): Promise<UserList> {
  // An empty search box or "any role" means no filter at all, so it is left out of the query.
  const query = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== ''));
  return callApi(api.listUsers, { query, signal });
}

export const usersQuery = (filter: UsersFilter) =>
  queryOptions({ queryKey: queryKeys.admin.users(filter), queryFn: ({ signal }) => fetchUsers(filter, signal) });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useUsers(filter: UsersFilter) {
  return useQuery({ ...usersQuery(filter), placeholderData: keepPreviousData });
}
