import { z } from 'zod';
import { LANG_CODES } from '../i18n/languages';

/*
 * Field schemas shared by the browser forms and the server routes. Messages are translation keys
 * (locales/<lang>/auth.json): the browser shows them translated, API clients get a stable code.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap to refuse. */
export const PASSWORD_MAX_LENGTH = 200;

export const emailField = z
  .string({ error: 'auth.error.emailRequired' })
  .trim()
  .min(1, { error: 'auth.error.emailRequired' })
  .max(254, { error: 'auth.error.emailInvalid' })
  .pipe(z.email({ error: 'auth.error.emailInvalid' }));

export const passwordField = z
  .string({ error: 'auth.error.passwordRequired' })
  .min(PASSWORD_MIN_LENGTH, { error: 'auth.error.passwordTooShort' })
  .max(PASSWORD_MAX_LENGTH, { error: 'auth.error.passwordTooLong' });

/** Sign-in takes whatever was typed: the policy may have changed since the password was set. */
export const currentPasswordField = z
  .string({ error: 'auth.error.passwordRequired' })
  .min(1, { error: 'auth.error.passwordRequired' })
  .max(PASSWORD_MAX_LENGTH, { error: 'auth.error.passwordTooLong' });

export const nameField = z
  .string({ error: 'auth.error.nameRequired' })
  .trim()
  .min(1, { error: 'auth.error.nameRequired' })
  .max(100, { error: 'auth.error.nameTooLong' });

export const languageField = z.enum(LANG_CODES, { error: 'auth.error.languageInvalid' });

export const totpCodeField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'auth.error.totpInvalid' });

/** Random tokens from links: base64url, 43 characters for 32 bytes. */
export const linkTokenField = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'auth.error.linkInvalid' });

export const uuidField = z.uuid();

/** The password policy's second rule: the password may not be the e-mail address itself. */
export function passwordEqualsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}
