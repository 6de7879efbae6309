import { createMongoAbility, type ForcedSubject, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { Scope } from '../sites/site-config';
import { scopeRule, type ScopeRule } from './scopes';
import { isAppAction, isAppSubject, type AppAction, type AppSubject } from './subjects';

/** A record tagged with subject('Listing', row), for "own" rules (conditions on ownerId). */
export type TaggedRecord = ForcedSubject<Exclude<AppSubject, 'all'>> & object;

/**
 * What the code may ask: a known action on a known subject (or a tagged record of one), plus the
 * scope rules (`access` on `scope:<name>`, see scopes.ts). Anything else is a type error.
 */
export type AppAbility = MongoAbility<
  [AppAction | ScopeRule['action'], AppSubject | ScopeRule['subject'] | TaggedRecord]
>;
export type AppRule = RawRuleOf<AppAbility>;

/** A permission the code knows: an action + subject pair, optionally limited to the user's own records. */
export interface PermissionGrant {
  action: AppAction;
  subject: AppSubject;
  own?: boolean;
}

/**
 * A permission as a database row holds it. Rows written before the lists existed (or by hand)
 * may name anything, so reading them must not fail; rulesFor keeps only the known ones.
 */
export interface StoredGrant {
  action: string;
  subject: string;
  own?: boolean;
}

export interface AbilitySource {
  userId: string;
  roles: readonly string[];
  permissions: readonly StoredGrant[];
}

export const ADMIN_ROLE = 'admin';
export const MEMBER_ROLE = 'member';

/** DESIGN.md section 4: every user has `internal`; the admin role adds `admin2`. */
export function scopesFor(roles: readonly string[]): Scope[] {
  return roles.includes(ADMIN_ROLE) ? ['admin2', 'internal'] : ['internal'];
}

/** The grant, typed, when it names a known action and subject; null when no check could ever ask for it. */
export function knownGrant(p: StoredGrant): PermissionGrant | null {
  return isAppAction(p.action) && isAppSubject(p.subject)
    ? { action: p.action, subject: p.subject, own: p.own ?? false }
    : null;
}

/**
 * The CASL rules of a user, the same on the server (checking every route) and in the browser
 * (userAbilityRules). "Own" permissions become a condition on `ownerId`, the field every owned
 * record (listing, message, ...) carries. A stored grant outside the lists is left out: every
 * check is typed to the lists, so such a rule could never match anyway.
 */
export function rulesFor(source: AbilitySource): AppRule[] {
  const rules: AppRule[] = [];
  for (const stored of source.permissions) {
    const p = knownGrant(stored);
    if (!p) continue;
    rules.push(
      p.own
        ? { action: p.action, subject: p.subject, conditions: { ownerId: source.userId } }
        : { action: p.action, subject: p.subject },
    );
  }
  for (const scope of scopesFor(source.roles)) rules.push(scopeRule(scope));
  return rules;
}

export function defineAbilityFor(source: AbilitySource): AppAbility {
  return createMongoAbility<AppAbility>(rulesFor(source));
}

/** A rule as the browser stores it (userAbilityRules): plain strings, validated for shape only. */
export interface PlainRule {
  action: string;
  subject: string;
  conditions?: Record<string, unknown> | undefined;
  inverted?: boolean | undefined;
}

/**
 * The ability from rules the server sent. They arrive as strings; CASL matches by name, so a rule
 * naming a subject outside the lists is inert rather than wrong, and the cast only widens what
 * the rules may say, never what the code may ask.
 */
export function abilityFromRules(rules: readonly (AppRule | PlainRule)[]): AppAbility {
  return createMongoAbility<AppAbility>(rules as AppRule[]);
}
