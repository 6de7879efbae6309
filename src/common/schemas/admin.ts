import { z } from 'zod';
import { emailField, nameField, passwordField, passwordEqualsEmail, uuidField } from './fields';
import { publicUserSchema, USER_STATUSES } from './account';

export const listUsersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  q: z.string().trim().max(100).optional(),
  role: z.string().trim().min(1).max(50).optional(),
  status: z.enum(USER_STATUSES).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const userListSchema = z.object({
  items: z.array(publicUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const createUserSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    roles: z.array(z.string().min(1)).default(['member']),
  })
  .refine((v) => !passwordEqualsEmail(v.password, v.email), {
    path: ['password'],
    error: 'auth.error.passwordIsEmail',
  });
export type CreateUserInput = z.infer<typeof createUserSchema>;

export const adminUpdateUserSchema = z
  .object({
    name: nameField,
    email: emailField,
    status: z.enum(USER_STATUSES),
    roles: z.array(z.string().min(1)),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'auth.error.nothingToChange' });
export type AdminUpdateUserInput = z.infer<typeof adminUpdateUserSchema>;

/** CASL names: an action such as read/manage, a subject such as Listing or "all". */
const caslName = z
  .string()
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_:-]{0,49}$/, { error: 'admin.error.nameInvalid' });

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
  action: caslName,
  subject: caslName,
  /** Limits the rule to records the user owns (`ownerId` equals the user's id). */
  own: z.boolean().default(false),
  description: z.string().trim().max(200).default(''),
});
export type PermissionInput = z.infer<typeof permissionInputSchema>;

export const roleSchema = z.object({
  id: uuidField,
  name: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  userCount: z.number().int(),
  permissionIds: z.array(uuidField),
});
export type Role = z.infer<typeof roleSchema>;

export const roleInputSchema = z.object({
  name: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9-]{1,39}$/, { error: 'admin.error.roleNameInvalid' }),
  description: z.string().trim().max(200).default(''),
  permissionIds: z.array(uuidField).default([]),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

export const idParamSchema = z.object({ id: uuidField });
