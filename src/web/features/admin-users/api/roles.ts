import * as api from '@common/api/admin';
import type { Role } from '@common/schemas/admin';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchRoles = (signal?: AbortSignal): Promise<Role[]> => callApi(api.listRoles, { signal });

export const rolesQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.roles, queryFn: ({ signal }) => fetchRoles(signal) });

export function useRoles() {
  return useQuery(rolesQuery());
}
