import * as api from '@common/api/admin';
import type { PublicUser } from '@common/schemas/account';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchUser = (id: string, signal?: AbortSignal): Promise<PublicUser> =>
  callApi(api.viewUser, { params: { id }, signal });

export const userQuery = (id: string) =>
  queryOptions({ queryKey: queryKeys.admin.user(id), queryFn: ({ signal }) => fetchUser(id, signal) });

export function useUser(id: string) {
  return useQuery(userQuery(id));
}
