import { roleSchema, type Role } from '@common/schemas/admin';
import { apiRequest } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

const rolesSchema = z.array(roleSchema);

export const fetchRoles = async (): Promise<Role[]> => rolesSchema.parse(await apiRequest<unknown>('/api/admin/roles'));

export const rolesQuery = () => queryOptions({ queryKey: queryKeys.admin.roles, queryFn: fetchRoles });

export function useRoles() {
  return useQuery(rolesQuery());
}
