import * as api from '@common/api/admin';
import type { Permission } from '@common/schemas/admin';
import { callApi } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchPermissions = (signal?: AbortSignal): Promise<Permission[]> =>
  callApi(api.listPermissions, { signal });

export const permissionsQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.permissions, queryFn: ({ signal }) => fetchPermissions(signal) });

export function usePermissions() {
  return useQuery(permissionsQuery());
}
