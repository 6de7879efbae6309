import type { Scope } from '../sites/site-config';

/**
 * Scopes (DESIGN.md section 4) travel inside the CASL rules the browser stores
 * (`userAbilityRules`), as the action "access" on the subject "scope:<name>". One list of rules
 * then answers both "may I read AclDemo?" and "may I see admin2 menu entries?".
 */
export const SCOPE_ACTION = 'access';
export const scopeSubject = (scope: Scope) => `scope:${scope}` as const;

export interface ScopeRule {
  action: typeof SCOPE_ACTION;
  subject: ReturnType<typeof scopeSubject>;
}

export function scopeRule(scope: Scope): ScopeRule {
  return { action: SCOPE_ACTION, subject: scopeSubject(scope) };
}

/** Anything with CASL's `can` (an Ability) that answers scope questions, so this module needs no CASL import. */
export interface CanCheck {
  can(action: ScopeRule['action'], subject: ScopeRule['subject']): boolean;
}

/** An entry without a required scope is open to all; otherwise the ability must hold the scope. */
export function hasScope(ability: CanCheck, scope: Scope | undefined): boolean {
  return scope === undefined || ability.can(SCOPE_ACTION, scopeSubject(scope));
}
