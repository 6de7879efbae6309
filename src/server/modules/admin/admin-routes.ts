import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '../../../common/api/admin';
import { authOf, requireAbility } from '../../plugins/auth';
import { route } from '../../plugins/contract-route';
import type { AccountsDeps } from '../../auth/context';
import * as admin from './admin-service';

/** Users, roles and permissions for administrators: `manage` on User, Role or Permission. */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: AccountsDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const onUsers = { onRequest: requireAbility('manage', 'User') };
  const onRoles = { onRequest: requireAbility('manage', 'Role') };
  const onPermissions = { onRequest: requireAbility('manage', 'Permission') };

  route(app, api.listUsers, onUsers, async (request) => admin.listUsers(db, request.query));
  route(app, api.createUser, onUsers, async (request) => admin.createUser(db, authOf(request).user.id, request.body));
  route(app, api.viewUser, onUsers, async (request) => admin.viewUser(db, request.params.id));
  route(app, api.updateUser, onUsers, async (request) => {
    const user = await admin.updateUser(db, authOf(request).user.id, request.params.id, request.body);
    // A suspended account was signed out everywhere: its live sockets end too.
    if (request.body.status === 'suspended') app.realtime.endSessions({ userId: request.params.id });
    return user;
  });
  route(app, api.deleteUser, onUsers, async (request) => {
    await admin.deleteUser(db, app.env.DATA_DIR, authOf(request).user.id, request.params.id);
    app.realtime.endSessions({ userId: request.params.id });
    return { ok: true as const };
  });

  route(app, api.listRoles, onRoles, async () => admin.listRoles(db));
  route(app, api.createRole, onRoles, async (request) => admin.createRole(db, authOf(request).user.id, request.body));
  route(app, api.updateRole, onRoles, async (request) =>
    admin.updateRole(db, authOf(request).user.id, request.params.id, request.body),
  );
  route(app, api.deleteRole, onRoles, async (request) => {
    await admin.deleteRole(db, authOf(request).user.id, request.params.id);
    return { ok: true as const };
  });

  route(app, api.listPermissions, onPermissions, async () => admin.listPermissions(db));
  route(app, api.createPermission, onPermissions, async (request) => admin.createPermission(db, request.body));
  route(app, api.updatePermission, onPermissions, async (request) =>
    admin.updatePermission(db, authOf(request).user.id, request.params.id, request.body),
  );
  route(app, api.deletePermission, onPermissions, async (request) => {
    await admin.deletePermission(db, authOf(request).user.id, request.params.id);
    return { ok: true as const };
  });
};
