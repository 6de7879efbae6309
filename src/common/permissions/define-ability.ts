import { createMongoAbility, type MongoAbility, type RawRuleOf, type Subject } from '@casl/ability';
import type { Scope } from '../sites/site-config';
import { scopeRule } from './scopes';

/** Any action on a subject named by a string, or on a record tagged with subject() (own rules). */
export type AppAbility = MongoAbility<[string, Subject]>;
export type AppRule = RawRuleOf<AppAbility>;

/** A permission as stored: an action + subject pair, optionally limited to the user's own records. */
export interface PermissionGrant {
  action: string;
  subject: string;
  own?: boolean;
}

export interface AbilitySource {
  userId: string;
  roles: readonly string[];
  permissions: readonly PermissionGrant[];
}

export const ADMIN_ROLE = 'admin';
export const MEMBER_ROLE = 'member';

/** DESIGN.md section 4: every user has `internal`; the admin role adds `admin2`. */
export function scopesFor(roles: readonly string[]): Scope[] {
  return roles.includes(ADMIN_ROLE) ? ['admin2', 'internal'] : ['internal'];
}

/**
 * The CASL rules of a user, the same on the server (checking every route) and in the browser
 * (userAbilityRules). "Own" permissions become a condition on `ownerId`, the field every owned
 * record (listing, message, ...) carries.
 */
export function rulesFor(source: AbilitySource): AppRule[] {
  const rules: AppRule[] = source.permissions.map((p) =>
    p.own ? { action: p.action, subject: p.subject, conditions: { ownerId: source.userId } } : { action: p.action, subject: p.subject },
  );
  for (const scope of scopesFor(source.roles)) rules.push(scopeRule(scope));
  return rules;
}

export function defineAbilityFor(source: AbilitySource): AppAbility {
  return createMongoAbility<AppAbility>(rulesFor(source));
}

export function abilityFromRules(rules: AppRule[]): AppAbility {
  return createMongoAbility<AppAbility>(rules);
}
