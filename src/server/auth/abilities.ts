import { eq } from 'drizzle-orm';
import { defineAbilityFor, rulesFor, scopesFor, type AbilitySource } from '../../common/permissions/define-ability';
import type { Db } from '../db/client';
import { permissions, rolePermissions, roles, userRoles } from '../db/schema';

/**
 * A user's roles and permissions, read fresh on every request: a change to a role reaches its
 * users at their next request, because nothing about permissions is baked into tokens.
 */
export async function abilitySourceFor(db: Db, userId: string): Promise<AbilitySource> {
  const rows = await db
    .select({ role: roles.name, action: permissions.action, subject: permissions.subject, own: permissions.own })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(userRoles.userId, userId));
  const roleNames = [...new Set(rows.map((r) => r.role))].sort();
  const seen = new Set<string>();
  const grants: AbilitySource['permissions'][number][] = [];
  for (const r of rows) {
    if (!r.action || !r.subject) continue;
    const k = `${r.action} ${r.subject} ${r.own}`;
    if (seen.has(k)) continue;
    seen.add(k);
    grants.push({ action: r.action, subject: r.subject, own: r.own ?? false });
  }
  return { userId, roles: roleNames, permissions: grants };
}

export async function authorizationFor(db: Db, userId: string) {
  const source = await abilitySourceFor(db, userId);
  return {
    roles: [...source.roles],
    scopes: scopesFor(source.roles),
    rules: rulesFor(source),
    ability: defineAbilityFor(source),
  };
}
