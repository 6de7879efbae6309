import * as z from 'zod/mini';
import {
  currentPasswordField,
  emailField,
  languageField,
  linkTokenField,
  nameField,
  passwordEqualsEmail,
  passwordField,
  totpCodeField,
} from './fields';

export const registerSchema = z
  .object({
    name: nameField,
    email: emailField,
    password: passwordField,
    language: z.optional(languageField),
  })
  .check(
    z.refine((v) => !passwordEqualsEmail(v.password, v.email), {
      path: ['password'],
      error: 'passwordIsEmail',
    }),
  );
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: currentPasswordField,
  /** Needed only when the account has two-step sign-in on. */
  totpCode: z.optional(totpCodeField),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token: linkTokenField, password: passwordField });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token: linkTokenField });

/** Google's popup code flow hands the code over by postMessage and names this as its redirect URI. */
export const GOOGLE_POPUP_REDIRECT = 'postmessage';

/**
 * Google Identity Services: an ID token (`credential`), an `accessToken` from the token flow, or
 * a `code` from the authorization-code flow with the redirect URI it was issued for (the popup's
 * `postmessage` when left out). Sent again with `totpCode` when the account asks for its two-step
 * code, and with `password` when the Google identity is to be linked to an existing account that
 * has a password (a code is good once: the code flow asks Google for a new one).
 */
export const googleSignInSchema = z
  .object({
    credential: z.optional(z.string().check(z.minLength(20), z.maxLength(4096))),
    accessToken: z.optional(z.string().check(z.minLength(10), z.maxLength(4096))),
    code: z.optional(z.string().check(z.minLength(10), z.maxLength(2048))),
    redirectUri: z.optional(
      z.union([
        z.literal(GOOGLE_POPUP_REDIRECT),
        z.url({ protocol: /^https?$/, error: 'invalidValue' }).check(z.maxLength(2048)),
      ]),
    ),
    totpCode: z.optional(totpCodeField),
    password: z.optional(currentPasswordField),
  })
  .check(
    z.refine((v) => [v.credential, v.accessToken, v.code].filter(Boolean).length === 1, {
      path: ['credential'],
      error: 'googleTokenRequired',
    }),
    z.refine((v) => v.redirectUri === undefined || v.code !== undefined, {
      path: ['redirectUri'],
      error: 'invalidValue',
    }),
  );
export type GoogleSignInInput = z.infer<typeof googleSignInSchema>;

export const okSchema = z.object({ ok: z.literal(true) });
export const messageSchema = z.object({ message: z.string() });
