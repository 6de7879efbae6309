import { and, eq, inArray } from 'drizzle-orm';
import {
  BUILT_IN_PERMISSIONS,
  BUILT_IN_ROLES,
  permissionKey,
  type BuiltInPermission,
} from '../../../common/permissions/built-ins';
import type { Db } from '../client';
import { permissions, rolePermissions, roles, userRoles } from '../schema';

/**
 * Built-in roles and their starting permissions. Idempotent, and it never takes back what an
 * admin changed: a role's grants are only set when the role is first created.
 */
export async function seedRoles(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(
      BUILT_IN_PERMISSIONS.map((p: BuiltInPermission) => ({
        action: p.action,
        subject: p.subject,
        own: p.own ?? false,
        description: p.description,
      })),
    )
    .onConflictDoNothing();
  const allPermissions = await db.select().from(permissions);
  const byKey = new Map(allPermissions.map((p) => [permissionKey(p), p.id]));

  for (const role of BUILT_IN_ROLES) {
    const created = await db
      .insert(roles)
      .values({ name: role.name, description: role.description, builtIn: true })
      .onConflictDoNothing()
      .returning({ id: roles.id });
    const roleId = created[0]?.id;
    if (!roleId) continue;
    const ids = role.grants.map((g) => byKey.get(g)).filter((id): id is string => Boolean(id));
    if (ids.length > 0) {
      await db
        .insert(rolePermissions)
        .values(ids.map((permissionId) => ({ roleId, permissionId })))
        .onConflictDoNothing();
    }
  }
}

/** Gives a user the named roles (those that exist); keeps the roles they already have. */
export async function grantRoles(db: Db, userId: string, roleNames: readonly string[]): Promise<void> {
  if (roleNames.length === 0) return;
  const found = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.name, [...roleNames]));
  if (found.length === 0) return;
  await db
    .insert(userRoles)
    .values(found.map((r) => ({ userId, roleId: r.id })))
    .onConflictDoNothing();
}

export async function roleIdByName(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.name, name)));
  return row?.id;
}
