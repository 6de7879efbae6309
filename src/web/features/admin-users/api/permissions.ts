import { permissionSchema, type Permission } from '@common/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const permissionsSchema = z.array(permissionSchema);

export const fetchPermissions = async (): Promise<Permission[]> =>
  permissionsSchema.parse(await apiRequest<unknown>('/api/admin/permissions'));

export const permissionsQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.permissions, queryFn: fetchPermissions });

export function usePermissions() {
  return useQuery(permissionsQuery());
}
