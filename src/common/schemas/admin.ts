import * as z from 'zod/mini';
import { emailField, nameField, passwordField, passwordEqualsEmail, queryInt, uuidField } from './fields';
import { publicUserSchema, USER_STATUSES } from './account';
import { ACTIONS, SUBJECTS } from '../permissions/subjects';

export const listUsersQuerySchema = z.object({
  page: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: queryInt(1, 100, 10),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  role: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))),
  status: z.optional(z.enum(USER_STATUSES)),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userListSchema = z.object({
  items: z.array(publicUserSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const createUserSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    roles: z._default(z.array(z.string().check(z.minLength(1))), ['member']),
  })
  .check(
    z.refine((v) => !passwordEqualsEmail(v.password, v.email), {
      path: ['password'],
      error: 'passwordIsEmail',
    }),
  );
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const adminUpdateUserSchema = z
  .partial(
    z.object({
      name: nameField,
      email: emailField,
      status: z.enum(USER_STATUSES),
      roles: z.array(z.string().check(z.minLength(1))),
    }),
  )
  .check(z.refine((v) => Object.keys(v).length > 0, { error: 'nothingToChange' }));
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

/*
 * A permission names one of the actions and subjects the code checks (src/common/permissions/
 * subjects.ts): any other could never match a check, so it is refused (400) rather than stored.
 */
const actionField = z.enum(ACTIONS, { error: 'notInList' });
const subjectField = z.enum(SUBJECTS, { error: 'notInList' });

const descriptionText = z.string().check(z.trim(), z.maxLength(200));
/** Free text beside a name; empty when left out. */
const descriptionField = z._default(descriptionText, '');

/** As stored: a row written before the lists existed may name anything, and must still list. */
export const permissionSchema = z.object({
  id: uuidField,
  action: z.string(),
  subject: z.string(),
  own: z.boolean(),
  description: z.string(),
  roles: z.array(z.string()),
});
export type Permission = z.infer<typeof permissionSchema>;

export const permissionInputSchema = z.object({
  action: actionField,
  subject: subjectField,
  /** Limits the rule to records the user owns (`ownerId` equals the user's id). */
  own: z._default(z.boolean(), false),
  description: descriptionField,
});
export type PermissionInput = z.infer<typeof permissionInputSchema>;

/** At least one field: an empty PATCH is a mistake, not a no-op. */
const notEmpty = z.refine((v: unknown) => Object.values(v as object).some((x) => x !== undefined), {
  error: 'nothingToChange',
});

/**
 * PATCH changes only what it names. Written out without defaults on purpose: zod applies a
 * default even inside optional(), so partial(permissionInputSchema) turned a description edit
 * into `own: false`.
 */
export const permissionPatchSchema = z
  .object({
    action: z.optional(actionField),
    subject: z.optional(subjectField),
    own: z.optional(z.boolean()),
    description: z.optional(descriptionText),
  })
  .check(notEmpty);
export type PermissionPatch = z.infer<typeof permissionPatchSchema>;

export const roleSchema = z.object({
  id: uuidField,
  name: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  userCount: z.int(),
  permissionIds: z.array(uuidField),
});
export type Role = z.infer<typeof roleSchema>;

const roleName = z.string().check(z.trim(), z.regex(/^[a-z][a-z0-9-]{1,39}$/, { error: 'roleNameInvalid' }));

export const roleInputSchema = z.object({
  name: roleName,
  description: descriptionField,
  permissionIds: z._default(z.array(uuidField), []),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

/** PATCH of a role: only the named fields change; `permissionIds`, when given, is the whole new set. */
export const rolePatchSchema = z
  .object({
    name: z.optional(roleName),
    description: z.optional(descriptionText),
    permissionIds: z.optional(z.array(uuidField)),
  })
  .check(notEmpty);
export type RolePatch = z.infer<typeof rolePatchSchema>;

export const idParamSchema = z.object({ id: uuidField });
