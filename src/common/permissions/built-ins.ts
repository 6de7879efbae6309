import { ADMIN_ROLE, MEMBER_ROLE } from './define-ability';
import type { AppAction, AppSubject } from './subjects';

/** A permission the product ships with (the seed creates it); `key` names it in both places. */
export interface BuiltInPermission {
  action: AppAction;
  subject: AppSubject;
  own?: boolean;
  /** The English description stored by the seed. */
  description: string;
}

/** "manage Listing own": one permission's identity, for seed grants and translation lookups. */
export function permissionKey(p: { action: string; subject: string; own?: boolean }): string {
  return `${p.action} ${p.subject}${p.own ? ' own' : ''}`;
}

/**
 * The permissions the product knows about. Members do NOT get `read AclDemo`: the access-control
 * demo is something an admin grants (and the e2e test proves granting works). ADR 0005.
 * The descriptions are stored in English; the browser shows a translation for as long as the
 * stored text is still this one (an admin's own wording is shown as written).
 */
export const BUILT_IN_PERMISSIONS = [
  { action: 'manage', subject: 'all', description: 'Everything (administrators)' },
  { action: 'read', subject: 'AclDemo', description: 'Open the access-control demo page' },
  { action: 'read', subject: 'Listing', description: 'See published listings' },
  { action: 'manage', subject: 'Listing', own: true, description: 'Add, edit and remove own listings' },
  { action: 'manage', subject: 'Message', own: true, description: 'Read and write own messages' },
  { action: 'create', subject: 'Call', description: 'Call another user by video' },
  { action: 'manage', subject: 'User', description: 'Manage user accounts' },
  { action: 'manage', subject: 'Role', description: 'Manage roles' },
  { action: 'manage', subject: 'Permission', description: 'Manage permissions' },
] as const satisfies readonly BuiltInPermission[];

/** permissionKey's result as a type: "read Listing", "manage Listing own". */
type KeyOf<P> = P extends { action: infer A extends AppAction; subject: infer S extends AppSubject }
  ? P extends { own: true }
    ? `${A} ${S} own`
    : `${A} ${S}`
  : never;
/** The key of a built-in permission: a role's grant naming any other (or a typo) is a type error. */
type BuiltInKey = KeyOf<(typeof BUILT_IN_PERMISSIONS)[number]>;

/** The built-in roles, their seeded English descriptions and starting grants (permission keys). */
export const BUILT_IN_ROLES: readonly { name: string; description: string; grants: readonly BuiltInKey[] }[] = [
  { name: ADMIN_ROLE, description: 'Administrators: everything, and the admin2 scope', grants: ['manage all'] },
  {
    name: MEMBER_ROLE,
    description: 'Everyone who signs up',
    grants: ['read Listing', 'manage Listing own', 'manage Message own', 'create Call'],
  },
];
