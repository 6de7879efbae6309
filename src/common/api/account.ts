import * as z from 'zod/mini';
import {
  changePasswordSchema,
  publicUserSchema,
  sessionInfoSchema,
  totpCodeSchema,
  totpSetupSchema,
  updateAccountSchema,
} from '../schemas/account';
import { idParamSchema } from '../schemas/admin';
import { okSchema } from '../schemas/auth';
import { defineEndpoint, errorResponses } from './endpoint';

/** The signed-in user's own account (server: modules/account). */
const tags = ['account'];
const errors = errorResponses(400, 401, 404, 409, 413, 429, 503);

export const updateAccount = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'PATCH',
  path: '/account',
  summary: 'Change name, e-mail or language; a new e-mail needs currentPassword (unless the account has none)',
  tags,
  body: updateAccountSchema,
  responses: { 200: publicUserSchema, ...errors },
});

export const resendVerification = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'POST',
  path: '/account/verify-email',
  summary: 'Send the e-mail verification link again',
  tags,
  responses: { 200: okSchema, ...errors },
});

export const changePassword = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'POST',
  path: '/account/password',
  summary: 'Change the password; signs out every other session',
  tags,
  body: changePasswordSchema,
  responses: { 200: okSchema, ...errors },
});

export const sessions = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'GET',
  path: '/account/sessions',
  summary: 'Where this account is signed in',
  tags,
  responses: { 200: z.array(sessionInfoSchema), ...errorResponses(401) },
});

export const revokeSession = defineEndpoint({
  access: { kind: 'participant', others: 404 },
  method: 'DELETE',
  path: '/account/sessions/:id',
  summary: 'Sign out one session',
  tags,
  params: idParamSchema,
  responses: { 200: okSchema, ...errors },
});

/** The picture goes as multipart/form-data, field "file" (web/lib/upload.ts sends it). */
export const uploadAvatar = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'POST',
  path: '/account/avatar',
  summary: 'Upload a PNG, JPEG or WebP picture (multipart, field "file")',
  tags,
  multipart: true,
  responses: { 200: publicUserSchema, ...errors },
});

export const startTotp = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'POST',
  path: '/account/totp/setup',
  summary: 'Start two-step sign-in: a new secret as otpauth URL and QR code',
  tags,
  responses: { 200: totpSetupSchema, ...errors },
});

export const enableTotp = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'POST',
  path: '/account/totp/enable',
  summary: 'Turn two-step sign-in on with a code from the app',
  tags,
  body: totpCodeSchema,
  responses: { 200: okSchema, ...errors },
});

export const disableTotp = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'POST',
  path: '/account/totp/disable',
  summary: 'Turn two-step sign-in off with a current code',
  tags,
  body: totpCodeSchema,
  responses: { 200: okSchema, ...errors },
});
