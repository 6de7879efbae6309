import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { StoredGrant } from '../../../common/permissions/define-ability';
import type { Db } from '../../db/client';
import { permissions, rolePermissions, roles, userRoles, users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { abilitySourceFor } from '../../auth/abilities';

/*
 * Guards of the admin API against escalation (nobody hands out, or touches, more than they hold)
 * and against locking everyone out (somebody active always keeps `manage all`).
 */

/**
 * Whether `held` grants at least what `wanted` grants, read the way CASL reads rules: `manage`
 * is every action, `all` every subject, and an unrestricted rule covers the same rule limited to
 * own records (but not the other way round).
 */
function grantCovers(held: StoredGrant, wanted: StoredGrant): boolean {
  const action = held.action === 'manage' || held.action === wanted.action;
  const subject = held.subject === 'all' || held.subject === wanted.subject;
  const scope = !held.own || Boolean(wanted.own);
  return action && subject && scope;
}

/** What `held` does not cover in `wanted` (empty when `held` covers it all). */
export function uncovered(held: readonly StoredGrant[], wanted: readonly StoredGrant[]): StoredGrant[] {
  return wanted.filter((w) => !held.some((h) => grantCovers(h, w)));
}

export const grantsOf = async (db: Db, userId: string) => (await abilitySourceFor(db, userId)).permissions;

export async function grantsOfRoles(db: Db, roleIds: string[]): Promise<StoredGrant[]> {
  if (roleIds.length === 0) return [];
  return db
    .select({ action: permissions.action, subject: permissions.subject, own: permissions.own })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(rolePermissions.roleId, roleIds));
}

export async function grantsOfPermissions(db: Db, permissionIds: string[]): Promise<StoredGrant[]> {
  if (permissionIds.length === 0) return [];
  return db
    .select({ action: permissions.action, subject: permissions.subject, own: permissions.own })
    .from(permissions)
    .where(inArray(permissions.id, permissionIds));
}

/** 403 when the roles `roleIds` grant something the actor does not hold (granting a role, creating a user). */
export async function assertMayGrantRoles(db: Db, actorId: string, roleIds: string[]): Promise<void> {
  if (uncovered(await grantsOf(db, actorId), await grantsOfRoles(db, roleIds)).length > 0) {
    throw new HttpError(403, 'roleAboveYours', { fields: { roles: 'roleAboveYours' } });
  }
}

/** 403 when the target user holds something the actor does not: they may not edit, suspend or delete them. */
export async function assertMayTouchUser(db: Db, actorId: string, userId: string): Promise<void> {
  if (uncovered(await grantsOf(db, actorId), await grantsOf(db, userId)).length > 0) {
    throw new HttpError(403, 'userAboveYou', { fields: { user: 'userAboveYou' } });
  }
}

/** 403 when a role (as it is, or as it would become) grants something the actor does not hold. */
export async function assertMayShapeRole(db: Db, actorId: string, grants: StoredGrant[]): Promise<void> {
  if (uncovered(await grantsOf(db, actorId), grants).length > 0) {
    throw new HttpError(403, 'permissionAboveYours', { fields: { permissionIds: 'permissionAboveYours' } });
  }
}

export const roleGrants = (db: Db, roleId: string) => grantsOfRoles(db, [roleId]);

const isManageAll = (g: StoredGrant) => g.action === 'manage' && g.subject === 'all' && !g.own;
export const grantsManageAll = (grants: readonly StoredGrant[]) => grants.some(isManageAll);

/**
 * How many active users hold `manage all` through some role, leaving out one user or one role
 * (the one about to lose it). Zero means the change would leave nobody able to administer.
 */
async function manageAllHolders(db: Db, except: { userId?: string; roleId?: string }): Promise<number> {
  const conditions = [
    eq(permissions.action, 'manage'),
    eq(permissions.subject, 'all'),
    eq(permissions.own, false),
    eq(users.status, 'active'),
  ];
  if (except.userId) conditions.push(ne(users.id, except.userId));
  if (except.roleId) conditions.push(ne(roles.id, except.roleId));
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(and(...conditions));
  return rows.length;
}

const lastAdmin = (field: string) => new HttpError(409, 'lastAdmin', { fields: { [field]: 'lastAdmin' } });

/** 409 when `userId` is the last active user holding `manage all` and is about to lose it. */
export async function assertNotLastAdmin(db: Db, userId: string, field: string): Promise<void> {
  if (grantsManageAll(await grantsOf(db, userId)) && (await manageAllHolders(db, { userId })) === 0)
    throw lastAdmin(field);
}

/** 409 when taking `manage all` from role `roleId` (or deleting it) leaves no active holder. */
export async function assertRoleNotLastAdmin(db: Db, roleId: string, field: string): Promise<void> {
  if (grantsManageAll(await roleGrants(db, roleId)) && (await manageAllHolders(db, { roleId })) === 0)
    throw lastAdmin(field);
}

/** Any fixed number: the key of the one advisory lock that admin changes take. */
const ADMIN_CHANGE_LOCK = 730_111;

/**
 * Runs a change to users' roles or status, or to roles, one at a time and in one transaction:
 * the checks above read the state the change applies to, so two admins demoting each other at
 * once cannot both pass "someone else still holds manage all".
 */
export function underAdminLock<T>(db: Db, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_CHANGE_LOCK})`);
    return change(tx as unknown as Db);
  });
}
