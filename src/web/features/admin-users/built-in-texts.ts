import { BUILT_IN_PERMISSIONS, BUILT_IN_ROLES, permissionKey } from '@common/permissions/built-ins';
import { isAppAction, isAppSubject } from '@common/permissions/subjects';
import type { TFunction } from 'i18next';

/*
 * Roles and permissions are stored with English texts and code names (the API stays as it is).
 * The product's own are shown in the reader's language; anything an admin typed is shown as
 * written. A built-in description counts as the product's only while it is still the seeded text.
 */

const seededRole = new Map(BUILT_IN_ROLES.map((r) => [r.name, r.description]));
const seededPermission = new Map(BUILT_IN_PERMISSIONS.map((p) => [permissionKey(p), p.description]));

/** The role's description in the reader's language when it is the built-in one. */
export function roleDescription(t: TFunction, role: { name: string; description: string }): string {
  return seededRole.get(role.name) === role.description ? t(`admin.builtIn.role.${role.name}`) : role.description;
}

/** The permission's description in the reader's language when it is the built-in one. */
export function permissionDescription(
  t: TFunction,
  p: { action: string; subject: string; own: boolean; description: string },
): string {
  const key = permissionKey(p);
  return seededPermission.get(key) === p.description
    ? t(`admin.builtIn.permission.${key.replaceAll(' ', '.')}`)
    : p.description;
}

/**
 * What to save from a description field that was filled with the translated built-in text: left
 * as it was, the stored English stays (so it keeps following the reader's language); edited, the
 * admin's own words.
 */
export function descriptionToSave(edited: string, shown: string, stored: string): string {
  return edited.trim() === shown.trim() ? stored : edited;
}

/** "read" as "Read", "Lesen", ...; an action of the admin's own as typed. */
export function actionLabel(t: TFunction, action: string): string {
  return isAppAction(action) ? t(`admin.builtIn.action.${action}`) : action;
}

/** "AclDemo" as "Access-control demo", ...; a subject of the admin's own as typed. */
export function subjectLabel(t: TFunction, subject: string): string {
  return isAppSubject(subject) ? t(`admin.builtIn.subject.${subject}`) : subject;
}
