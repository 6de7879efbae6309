import type * as DefineAbilityModule from '@common/permissions/define-ability';
import type { AppAbility as CaslAbility, AppRule, PlainRule } from '@common/permissions/define-ability';

// One definition of the ability for server and browser (src/common/permissions). The browser loads
// CASL only for a signed-in user (ADR 0021): a visitor's ability denies everything, and a front
// page, sign-in or an offer page then need 6 KB less to start.
export type { PlainRule } from '@common/permissions/define-ability';
export { ACTIONS, SUBJECTS, type AppAction, type AppSubject } from '@common/permissions/subjects';

/** What the browser asks of a user's permissions. */
export type AppAbility = Pick<CaslAbility, 'can'>;

type DefineAbility = typeof DefineAbilityModule;

/** A visitor's ability, and anyone's while CASL has not loaded: nothing is allowed. */
const NOTHING_ALLOWED: AppAbility = { can: () => false };

let casl: DefineAbility | undefined;
let loading: Promise<void> | undefined;

/** Loads CASL once; session-context.tsx and main.tsx wait for it before using a session's rules. */
export function loadAbility(): Promise<void> {
  loading ??= import('@common/permissions/define-ability').then(
    (module) => {
      casl = module;
    },
    (error: unknown) => {
      // A failed download may succeed on the next session change.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export const abilityLoaded = (): boolean => casl !== undefined;

/**
 * The ability from rules the server sent. No rules, or CASL not loaded yet (callers wait for
 * loadAbility() first; this is the safe answer if one did not), allow nothing.
 */
export function abilityFromRules(rules: readonly (AppRule | PlainRule)[]): AppAbility {
  if (rules.length === 0 || !casl) return NOTHING_ALLOWED;
  return casl.abilityFromRules(rules);
}
