import { meSchema, signInResultSchema } from '../schemas/account';
import {
  forgotPasswordSchema,
  googleSignInSchema,
  loginSchema,
  messageSchema,
  okSchema,
  registerSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '../schemas/auth';
import { defineEndpoint, errorResponses } from './endpoint';

/** Sign-in and the mailed links (server: modules/auth). */
const tags = ['auth'];
const errors = errorResponses(400, 401, 403, 409, 429, 503);

export const register = defineEndpoint({
  access: { kind: 'anyone' },
  method: 'POST',
  path: '/auth/register',
  summary: 'Create an account and sign in',
  tags,
  body: registerSchema,
  responses: { 201: signInResultSchema, ...errors },
});

export const login = defineEndpoint({
  access: { kind: 'anyone' },
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with e-mail and password (and a TOTP code when on)',
  tags,
  body: loginSchema,
  responses: { 200: signInResultSchema, ...errors },
});

export const googleSignIn = defineEndpoint({
  access: { kind: 'anyone' },
  method: 'POST',
  path: '/auth/google',
  summary: 'Sign in with a Google ID token, access token or authorization code',
  tags,
  body: googleSignInSchema,
  // 502: Google's token endpoint could not be reached or gave no usable answer (code flow).
  responses: { 200: signInResultSchema, ...errors, ...errorResponses(502) },
});

export const logout = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'POST',
  path: '/auth/logout',
  summary: 'Sign out this session (both its tokens)',
  tags,
  responses: { 200: okSchema, ...errorResponses(401) },
});

export const me = defineEndpoint({
  access: { kind: 'signed-in' },
  method: 'GET',
  path: '/auth/me',
  summary: 'Who am I: the user, their rules and scopes',
  tags,
  responses: { 200: meSchema, ...errorResponses(401) },
});

export const forgotPassword = defineEndpoint({
  access: { kind: 'anyone' },
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Mail a password reset link (same answer for any e-mail)',
  tags,
  body: forgotPasswordSchema,
  responses: { 200: messageSchema, ...errors },
});

export const resetPassword = defineEndpoint({
  access: { kind: 'anyone' },
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Set a new password with the mailed link; signs out everywhere',
  tags,
  body: resetPasswordSchema,
  responses: { 200: okSchema, ...errors },
});

export const verifyEmail = defineEndpoint({
  access: { kind: 'anyone' },
  method: 'POST',
  path: '/auth/verify-email',
  summary: 'Confirm the e-mail address with the mailed link',
  tags,
  body: verifyEmailSchema,
  responses: { 200: okSchema, ...errors },
});
