import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUserSchema } from '../../../common/schemas/account';
import { okSchema } from '../../../common/schemas/auth';
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
} from '../../../common/schemas/admin';
import { authOf, requireAbility } from '../../plugins/auth';
import { apiErrorSchema } from '../../plugins/errors';
import type { AccountsDeps } from '../../auth/context';
import * as admin from './admin-service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const security = [{ bearer: [] }];

/** Users, roles and permissions for administrators: `manage` on User, Role or Permission. */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const onUsers = { onRequest: requireAbility('manage', 'User') };
  const onRoles = { onRequest: requireAbility('manage', 'Role') };
  const onPermissions = { onRequest: requireAbility('manage', 'Permission') };
  const tags = ['admin'];

  app.get(
    '/admin/users',
    { ...onUsers, schema: { tags, security, summary: 'Users, paged, searchable, by role or status', querystring: listUsersQuerySchema, response: { 200: userListSchema, ...errors } } },
    async (request) => admin.listUsers(db, request.query),
  );
  app.post(
    '/admin/users',
    { ...onUsers, schema: { tags, security, summary: 'Create a user', body: createUserSchema, response: { 201: publicUserSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await admin.createUser(db, authOf(request).user.id, request.body)),
  );
  app.get(
    '/admin/users/:id',
    { ...onUsers, schema: { tags, security, summary: 'One user', params: idParamSchema, response: { 200: publicUserSchema, ...errors } } },
    async (request) => admin.viewUser(db, request.params.id),
  );
  app.patch(
    '/admin/users/:id',
    { ...onUsers, schema: { tags, security, summary: 'Change a user: name, e-mail, roles, suspend', params: idParamSchema, body: adminUpdateUserSchema, response: { 200: publicUserSchema, ...errors } } },
    async (request) => admin.updateUser(db, authOf(request).user.id, request.params.id, request.body),
  );
  app.delete(
    '/admin/users/:id',
    { ...onUsers, schema: { tags, security, summary: 'Delete a user and everything that is theirs', params: idParamSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await admin.deleteUser(db, app.env.DATA_DIR, authOf(request).user.id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/roles',
    { ...onRoles, schema: { tags, security, summary: 'Roles with user counts and permissions', response: { 200: z.array(roleSchema), ...errors } } },
    async () => admin.listRoles(db),
  );
  app.post(
    '/admin/roles',
    { ...onRoles, schema: { tags, security, summary: 'Create a role', body: roleInputSchema, response: { 201: roleSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await admin.createRole(db, authOf(request).user.id, request.body)),
  );
  app.patch(
    '/admin/roles/:id',
    { ...onRoles, schema: { tags, security, summary: 'Change a role and its permissions; users feel it on their next request', params: idParamSchema, body: rolePatchSchema, response: { 200: roleSchema, ...errors } } },
    async (request) => admin.updateRole(db, authOf(request).user.id, request.params.id, request.body),
  );
  app.delete(
    '/admin/roles/:id',
    { ...onRoles, schema: { tags, security, summary: 'Delete a role that is not built in', params: idParamSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await admin.deleteRole(db, authOf(request).user.id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/permissions',
    { ...onPermissions, schema: { tags, security, summary: 'Permissions and the roles that have them', response: { 200: z.array(permissionSchema), ...errors } } },
    async () => admin.listPermissions(db),
  );
  app.post(
    '/admin/permissions',
    { ...onPermissions, schema: { tags, security, summary: 'Create a permission', body: permissionInputSchema, response: { 201: permissionSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await admin.createPermission(db, request.body)),
  );
  app.patch(
    '/admin/permissions/:id',
    { ...onPermissions, schema: { tags, security, summary: 'Change a permission', params: idParamSchema, body: permissionPatchSchema, response: { 200: permissionSchema, ...errors } } },
    async (request) => admin.updatePermission(db, authOf(request).user.id, request.params.id, request.body),
  );
  app.delete(
    '/admin/permissions/:id',
    { ...onPermissions, schema: { tags, security, summary: 'Delete a permission', params: idParamSchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await admin.deletePermission(db, authOf(request).user.id, request.params.id);
      return { ok: true as const };
    },
  );
};
