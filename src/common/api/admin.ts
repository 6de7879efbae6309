import * as z from 'zod/mini';
import { publicUserSchema } from '../schemas/account';
import {
  adminUpdateUserSchema,
  createUserSchema,
  idParamSchema,
  listUsersQuerySchema,
  permissionInputSchema,
  permissionPatchSchema,
  permissionSchema,
  roleInputSchema,
  rolePatchSchema,
  roleSchema,
  userListSchema,
} from '../schemas/admin';
import { okSchema } from '../schemas/auth';
import { defineEndpoint, errorResponses } from './endpoint';

/** Users, roles and permissions for administrators (server: modules/admin). */
const tags = ['admin'];
const errors = errorResponses(400, 401, 403, 404, 409);
const common = { tags } as const;

export const listUsers = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'User' },
  ...common,
  method: 'GET',
  path: '/admin/users',
  summary: 'Users, paged, searchable, by role or status',
  query: listUsersQuerySchema,
  responses: { 200: userListSchema, ...errors },
});

export const createUser = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'User' },
  ...common,
  method: 'POST',
  path: '/admin/users',
  summary: 'Create a user',
  body: createUserSchema,
  responses: { 201: publicUserSchema, ...errors },
});

export const viewUser = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'User' },
  ...common,
  method: 'GET',
  path: '/admin/users/:id',
  summary: 'One user',
  params: idParamSchema,
  responses: { 200: publicUserSchema, ...errors },
});

export const updateUser = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'User' },
  ...common,
  method: 'PATCH',
  path: '/admin/users/:id',
  summary: 'Change a user: name, e-mail, roles, suspend',
  params: idParamSchema,
  body: adminUpdateUserSchema,
  responses: { 200: publicUserSchema, ...errors },
});

export const deleteUser = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'User' },
  ...common,
  method: 'DELETE',
  path: '/admin/users/:id',
  summary: 'Delete a user and everything that is theirs',
  params: idParamSchema,
  responses: { 200: okSchema, ...errors },
});

export const listRoles = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'Role' },
  ...common,
  method: 'GET',
  path: '/admin/roles',
  summary: 'Roles with user counts and permissions',
  responses: { 200: z.array(roleSchema), ...errors },
});

export const createRole = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'Role' },
  ...common,
  method: 'POST',
  path: '/admin/roles',
  summary: 'Create a role',
  body: roleInputSchema,
  responses: { 201: roleSchema, ...errors },
});

export const updateRole = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'Role' },
  ...common,
  method: 'PATCH',
  path: '/admin/roles/:id',
  summary: 'Change a role and its permissions; users feel it on their next request',
  params: idParamSchema,
  body: rolePatchSchema,
  responses: { 200: roleSchema, ...errors },
});

export const deleteRole = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'Role' },
  ...common,
  method: 'DELETE',
  path: '/admin/roles/:id',
  summary: 'Delete a role that is not built in',
  params: idParamSchema,
  responses: { 200: okSchema, ...errors },
});

export const listPermissions = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'Permission' },
  ...common,
  method: 'GET',
  path: '/admin/permissions',
  summary: 'Permissions and the roles that have them',
  responses: { 200: z.array(permissionSchema), ...errors },
});

export const createPermission = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'Permission' },
  ...common,
  method: 'POST',
  path: '/admin/permissions',
  summary: 'Create a permission',
  body: permissionInputSchema,
  responses: { 201: permissionSchema, ...errors },
});

export const updatePermission = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'Permission' },
  ...common,
  method: 'PATCH',
  path: '/admin/permissions/:id',
  summary: 'Change a permission',
  params: idParamSchema,
  body: permissionPatchSchema,
  responses: { 200: permissionSchema, ...errors },
});

export const deletePermission = defineEndpoint({
  access: { kind: 'permission', action: 'manage', subject: 'Permission' },
  ...common,
  method: 'DELETE',
  path: '/admin/permissions/:id',
  summary: 'Delete a permission',
  params: idParamSchema,
  responses: { 200: okSchema, ...errors },
});
