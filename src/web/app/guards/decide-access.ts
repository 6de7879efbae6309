import type { AppAbility } from '@web/lib/ability';
import type { RouteMeta } from '@web/lib/route-meta';

export type AccessDecision =
  | { kind: 'allow' }
  /** A signed-out visitor on a private page. */
  | { kind: 'sign-in' }
  /** A signed-in visitor on a page for signed-out visitors only. */
  | { kind: 'already-signed-in' }
  | { kind: 'not-authorized' };

/** The route guard's rules (SPEC.md section 6), apart from React so they are unit-tested. */
export function decideAccess(meta: RouteMeta, signedIn: boolean, ability: AppAbility): AccessDecision {
  if (meta.unauthenticatedOnly) return signedIn ? { kind: 'already-signed-in' } : { kind: 'allow' };
  if (meta.public) return { kind: 'allow' };
  if (!signedIn) return { kind: 'sign-in' };
  if (meta.action && meta.subject && !ability.can(meta.action, meta.subject)) return { kind: 'not-authorized' };
  return { kind: 'allow' };
}
