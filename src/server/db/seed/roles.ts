import { and, eq, inArray } from 'drizzle-orm';
import { ADMIN_ROLE, MEMBER_ROLE } from '../../../common/permissions/define-ability';
import type { Db } from '../client';
import { permissions, rolePermissions, roles, userRoles } from '../schema';

interface SeedPermission {
  action: string;
  subject: string;
  own?: boolean;
  description: string;
}

/**
 * The permissions the product knows about. Members do NOT get `read AclDemo`: the access-control
 * demo is something an admin grants (and the e2e test proves granting works). ADR 0005.
 */
export const BASE_PERMISSIONS: SeedPermission[] = [
  { action: 'manage', subject: 'all', description: 'Everything (administrators)' },
  { action: 'read', subject: 'AclDemo', description: 'Open the access-control demo page' },
  { action: 'read', subject: 'Listing', description: 'See published listings' },
  { action: 'manage', subject: 'Listing', own: true, description: 'Add, edit and remove own listings' },
  { action: 'manage', subject: 'Message', own: true, description: 'Read and write own messages' },
  { action: 'create', subject: 'Call', description: 'Call another user by video' },
  { action: 'manage', subject: 'User', description: 'Manage user accounts' },
  { action: 'manage', subject: 'Role', description: 'Manage roles' },
  { action: 'manage', subject: 'Permission', description: 'Manage permissions' },
];

const key = (p: { action: string; subject: string; own?: boolean }) => `${p.action} ${p.subject}${p.own ? ' own' : ''}`;

const BASE_ROLES = [
  { name: ADMIN_ROLE, description: 'Administrators: everything, and the admin2 scope', grants: ['manage all'] },
  {
    name: MEMBER_ROLE,
    description: 'Everyone who signs up',
    grants: ['read Listing', 'manage Listing own', 'manage Message own', 'create Call'],
  },
];

/**
 * Built-in roles and their starting permissions. Idempotent, and it never takes back what an
 * admin changed: a role's grants are only set when the role is first created.
 */
export async function seedRoles(db: Db): Promise<void> {
  await db
    .insert(permissions)
    .values(BASE_PERMISSIONS.map((p) => ({ action: p.action, subject: p.subject, own: p.own ?? false, description: p.description })))
    .onConflictDoNothing();
  const allPermissions = await db.select().from(permissions);
  const byKey = new Map(allPermissions.map((p) => [key(p), p.id]));

  for (const role of BASE_ROLES) {
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
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, [...roleNames]));
  if (found.length === 0) return;
  await db
    .insert(userRoles)
    .values(found.map((r) => ({ userId, roleId: r.id })))
    .onConflictDoNothing();
}

export async function roleIdByName(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(and(eq(roles.name, name)));
  return row?.id;
}
