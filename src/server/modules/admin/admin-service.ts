import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminUpdateUserInput,
  CreateUserInput,
  ListUsersQuery,
  PermissionInput,
  PermissionPatch,
  RoleInput,
  RolePatch,
} from '../../../common/schemas/admin';
import type { Db } from '../../db/client';
import {
  listingImages,
  listings,
  permissions,
  rolePermissions,
  roles,
  userRoles,
  users,
  type User,
} from '../../db/schema';
import { listingPreset } from '../../media/presets';
import { deleteMedia } from '../../media/store';
import { ADMIN_ROLE } from '../../../common/permissions/define-ability';
import { HttpError } from '../../plugins/errors';
import {
  assertMayGrantRoles,
  assertMayShapeRole,
  assertMayTouchUser,
  assertNotLastAdmin,
  assertRoleNotLastAdmin,
  grantsManageAll,
  grantsOfPermissions,
  grantsOfRoles,
  roleGrants,
  underAdminLock,
} from './admin-guards';
import { removeAvatar } from '../../auth/avatar';
import { hashPassword } from '../../auth/password';
import { toPublicUser } from '../../auth/public-user';
import { emailTaken, emailTakenError, isUniqueViolation } from '../../auth/users';
import { revokeAllSignIns } from '../../auth/sessions';
import { containsPattern } from '../../db/contains-pattern';

async function rolesOfUsers(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds));
  for (const r of rows) map.get(r.userId)?.push(r.name);
  for (const list of map.values()) list.sort();
  return map;
}

function found<T extends { id: string }>(list: T[], id: string | undefined): T {
  const item = list.find((x) => x.id === id);
  if (!item) throw new HttpError(404, 'notFound');
  return item;
}

export async function listUsers(db: Db, query: ListUsersQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)) as SQL);
  }
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.role) {
    conditions.push(
      sql`exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
        where ${userRoles.userId} = ${users.id} and ${roles.name} = ${query.role})`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(users.createdAt, users.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const rolesMap = await rolesOfUsers(
    db,
    rows.map((u) => u.id),
  );
  return {
    items: rows.map((u) => toPublicUser(u, rolesMap.get(u.id) ?? [])),
    total: Number(total),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function userOr404(db: Db, id: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new HttpError(404, 'userNotFound');
  return user;
}

export async function viewUser(db: Db, id: string) {
  const user = await userOr404(db, id);
  const rolesMap = await rolesOfUsers(db, [id]);
  return toPublicUser(user, rolesMap.get(id) ?? []);
}

/** Role ids for names; an unknown name is a field error, not a silent skip. */
async function roleIdsFor(db: Db, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const found = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, names));
  const missing = names.filter((n) => !found.some((f) => f.name === n));
  if (missing.length > 0) throw new HttpError(400, 'roleUnknown', { fields: { roles: 'roleUnknown' } });
  return found.map((f) => f.id);
}

async function setUserRoles(db: Db, userId: string, ids: string[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (ids.length > 0) await db.insert(userRoles).values(ids.map((roleId) => ({ userId, roleId })));
}

export async function createUser(db: Db, actorId: string, input: CreateUserInput) {
  if (await emailTaken(db, input.email)) throw emailTakenError();
  const roleIds = await roleIdsFor(db, [...new Set(input.roles)]);
  await assertMayGrantRoles(db, actorId, roleIds);
  let user: User | undefined;
  try {
    [user] = await db
      .insert(users)
      .values({ email: input.email, name: input.name, passwordHash: await hashPassword(input.password) })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTakenError();
    throw err;
  }
  if (!user) throw new Error('insert returned no user');
  await setUserRoles(db, user.id, roleIds);
  return viewUser(db, user.id);
}

export function updateUser(db: Db, actorId: string, id: string, input: AdminUpdateUserInput) {
  return underAdminLock(db, (tx) => updateUserLocked(tx, actorId, id, input));
}

async function updateUserLocked(db: Db, actorId: string, id: string, input: AdminUpdateUserInput) {
  const user = await userOr404(db, id);
  if (id === actorId && input.status === 'suspended') {
    throw new HttpError(400, 'selfSuspend', { fields: { status: 'selfSuspend' } });
  }
  const roleIds = input.roles ? await roleIdsFor(db, [...new Set(input.roles)]) : undefined;
  if (id === actorId && input.roles) {
    // Your own roles are for someone else to change: no way up, and no locking yourself out.
    const mine = [...((await rolesOfUsers(db, [id])).get(id) ?? [])].sort();
    const wanted = [...new Set(input.roles)].sort();
    if (mine.join('\n') !== wanted.join('\n'))
      throw new HttpError(400, 'selfRoles', { fields: { roles: 'selfRoles' } });
  }
  if (id !== actorId) await assertMayTouchUser(db, actorId, id);
  if (roleIds) await assertMayGrantRoles(db, actorId, roleIds);
  if (input.status === 'suspended' && user.status !== 'suspended') await assertNotLastAdmin(db, id, 'status');
  if (roleIds && !grantsManageAll(await grantsOfRoles(db, roleIds))) await assertNotLastAdmin(db, id, 'roles');
  if (
    input.email &&
    input.email.toLowerCase() !== user.email.toLowerCase() &&
    (await emailTaken(db, input.email, id))
  ) {
    throw emailTakenError();
  }
  if (roleIds) await setUserRoles(db, id, roleIds);
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
  };
  if (Object.keys(changes).length > 0) {
    try {
      await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id));
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTakenError();
      throw err;
    }
  }
  // A suspended account is signed out at once, not at token expiry.
  if (input.status === 'suspended') await revokeAllSignIns(db, id);
  return viewUser(db, id);
}

/** Deletes the account, then (once committed) its picture: nothing of a deleted user stays behind. */
export async function deleteUser(db: Db, dataDir: string, actorId: string, id: string): Promise<void> {
  const { avatar, listingMedia } = await underAdminLock(db, (tx) => deleteUserLocked(tx, actorId, id));
  await removeAvatar(dataDir, avatar);
  // The user's listings went with the row; their pictures' files go now (rows first, then files).
  await Promise.all(listingMedia.map((mediaId) => deleteMedia(dataDir, listingPreset, mediaId)));
}

async function deleteUserLocked(db: Db, actorId: string, id: string) {
  if (id === actorId) throw new HttpError(400, 'selfDelete', { fields: { user: 'selfDelete' } });
  const user = await userOr404(db, id);
  await assertMayTouchUser(db, actorId, id);
  await assertNotLastAdmin(db, id, 'user');
  const images = await db
    .select({ mediaId: listingImages.mediaId })
    .from(listingImages)
    .innerJoin(listings, eq(listings.id, listingImages.listingId))
    .where(eq(listings.ownerId, user.id));
  // Sessions, roles, link tokens and listings go with it (ON DELETE CASCADE).
  await db.delete(users).where(eq(users.id, user.id));
  return { avatar: user.avatar, listingMedia: images.flatMap((i) => (i.mediaId ? [i.mediaId] : [])) };
}

export async function listRoles(db: Db) {
  const all = await db.select().from(roles).orderBy(roles.createdAt, roles.name);
  const counts = await db.select({ roleId: userRoles.roleId, n: count() }).from(userRoles).groupBy(userRoles.roleId);
  const grants = await db.select().from(rolePermissions);
  return all.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    builtIn: r.builtIn,
    userCount: Number(counts.find((c) => c.roleId === r.id)?.n ?? 0),
    permissionIds: grants.filter((g) => g.roleId === r.id).map((g) => g.permissionId),
  }));
}

async function roleOr404(db: Db, id: string) {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role) throw new HttpError(404, 'roleNotFound');
  return role;
}

async function setRolePermissions(db: Db, roleId: string, permissionIds: string[]) {
  const ids = [...new Set(permissionIds)];
  if (ids.length > 0) {
    const found = await db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.id, ids));
    if (found.length !== ids.length)
      throw new HttpError(400, 'permissionUnknown', { fields: { permissionIds: 'permissionUnknown' } });
  }
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (ids.length > 0) await db.insert(rolePermissions).values(ids.map((permissionId) => ({ roleId, permissionId })));
}

const roleTaken = () => new HttpError(409, 'roleTaken', { fields: { name: 'roleTaken' } });

export async function createRole(db: Db, actorId: string, input: RoleInput) {
  await assertMayShapeRole(db, actorId, await grantsOfPermissions(db, input.permissionIds));
  let created;
  try {
    [created] = await db.insert(roles).values({ name: input.name, description: input.description }).returning();
  } catch (err) {
    if (isUniqueViolation(err)) throw roleTaken();
    throw err;
  }
  if (!created) throw new Error('insert returned no role');
  await setRolePermissions(db, created.id, input.permissionIds);
  return found(await listRoles(db), created.id);
}

export function updateRole(db: Db, actorId: string, id: string, input: RolePatch) {
  return underAdminLock(db, (tx) => updateRoleLocked(tx, actorId, id, input));
}

async function updateRoleLocked(db: Db, actorId: string, id: string, input: RolePatch) {
  const role = await roleOr404(db, id);
  if (role.builtIn && input.name !== undefined && input.name !== role.name) {
    throw new HttpError(400, 'builtInRole', { fields: { name: 'builtInRole' } });
  }
  // A role above the actor is not theirs to change, and neither are grants they do not hold.
  await assertMayShapeRole(db, actorId, await roleGrants(db, id));
  if (input.permissionIds) {
    const next = await grantsOfPermissions(db, [...new Set(input.permissionIds)]);
    await assertMayShapeRole(db, actorId, next);
    if (!grantsManageAll(next)) {
      if (role.builtIn && role.name === ADMIN_ROLE) {
        throw new HttpError(400, 'adminKeepsManageAll', { fields: { permissionIds: 'adminKeepsManageAll' } });
      }
      await assertRoleNotLastAdmin(db, id, 'permissionIds');
    }
  }
  const changes = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
  };
  if (Object.keys(changes).length > 0) {
    try {
      await db.update(roles).set(changes).where(eq(roles.id, id));
    } catch (err) {
      if (isUniqueViolation(err)) throw roleTaken();
      throw err;
    }
  }
  if (input.permissionIds) await setRolePermissions(db, id, input.permissionIds);
  return found(await listRoles(db), id);
}

export function deleteRole(db: Db, actorId: string, id: string) {
  return underAdminLock(db, (tx) => deleteRoleLocked(tx, actorId, id));
}

async function deleteRoleLocked(db: Db, actorId: string, id: string) {
  const role = await roleOr404(db, id);
  if (role.builtIn) throw new HttpError(409, 'builtInRole');
  await assertMayShapeRole(db, actorId, await roleGrants(db, id));
  await assertRoleNotLastAdmin(db, id, 'role');
  await db.delete(roles).where(eq(roles.id, id));
}

export async function listPermissions(db: Db) {
  const all = await db.select().from(permissions).orderBy(permissions.subject, permissions.action, permissions.own);
  const grants = await db
    .select({ permissionId: rolePermissions.permissionId, role: roles.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId));
  return all.map((p) => ({
    id: p.id,
    action: p.action,
    subject: p.subject,
    own: p.own,
    description: p.description,
    roles: grants
      .filter((g) => g.permissionId === p.id)
      .map((g) => g.role)
      .sort(),
  }));
}

const permissionTaken = () => new HttpError(409, 'permissionTaken', { fields: { subject: 'permissionTaken' } });

async function permissionOr404(db: Db, id: string) {
  const [p] = await db.select().from(permissions).where(eq(permissions.id, id));
  if (!p) throw new HttpError(404, 'permissionNotFound');
  // Without "manage all" no one could ever manage anything again.
  if (p.action === 'manage' && p.subject === 'all') throw new HttpError(409, 'manageAllFixed');
  return p;
}

export async function createPermission(db: Db, input: PermissionInput) {
  try {
    const [p] = await db.insert(permissions).values(input).returning();
    return found(await listPermissions(db), p?.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw permissionTaken();
    throw err;
  }
}

export async function updatePermission(db: Db, actorId: string, id: string, input: PermissionPatch) {
  const current = await permissionOr404(db, id);
  // Reshaping a permission reshapes every role that has it: the actor must hold it before and after.
  const next = {
    action: input.action ?? current.action,
    subject: input.subject ?? current.subject,
    own: input.own ?? current.own,
  };
  await assertMayShapeRole(db, actorId, [current, next]);
  try {
    await db.update(permissions).set(input).where(eq(permissions.id, id));
  } catch (err) {
    if (isUniqueViolation(err)) throw permissionTaken();
    throw err;
  }
  return found(await listPermissions(db), id);
}

export async function deletePermission(db: Db, actorId: string, id: string) {
  await assertMayShapeRole(db, actorId, [await permissionOr404(db, id)]);
  await db.delete(permissions).where(eq(permissions.id, id));
}
