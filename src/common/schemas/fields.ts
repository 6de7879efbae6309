import * as z from 'zod/mini';
import { LANG_CODES } from '../i18n/languages';

/*
 * Field schemas shared by the browser forms and the server routes. Messages are error codes: the
 * browser shows `errors.<code>` (locales/<lang>/errors.json) translated, API clients get the code
 * and its English text per field.
 * The shared schemas use zod/mini (same checks, functional style): it tree-shakes to a few KB in
 * the browser where full zod weighed ~25 KB gzip on every page with a form (ADR 0007).
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap to refuse. */
export const PASSWORD_MAX_LENGTH = 200;

export const emailField = z.pipe(
  z
    .string({ error: 'emailRequired' })
    .check(z.trim(), z.minLength(1, { error: 'emailRequired' }), z.maxLength(254, { error: 'emailInvalid' })),
  z.email({ error: 'emailInvalid' }),
);

export const passwordField = z
  .string({ error: 'passwordRequired' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, { error: 'passwordTooShort' }),
    z.maxLength(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }),
  );

/** Sign-in takes whatever was typed: the policy may have changed since the password was set. */
export const currentPasswordField = z
  .string({ error: 'passwordRequired' })
  .check(z.minLength(1, { error: 'passwordRequired' }), z.maxLength(PASSWORD_MAX_LENGTH, { error: 'passwordTooLong' }));

/** A person's name: one line (no control characters or line breaks), at most 100 characters. */
export const nameField = z.string({ error: 'nameRequired' }).check(
  z.trim(),
  z.minLength(1, { error: 'nameRequired' }),
  z.maxLength(100, { error: 'nameTooLong' }),
  // Names go into e-mails and pages as one line: a line break could start a text of its own there.
  z.regex(/^[^\p{Cc}\p{Zl}\p{Zp}]*$/u, { error: 'nameSingleLine' }),
);

export const languageField = z.enum(LANG_CODES, { error: 'languageInvalid' });

export const totpCodeField = z.string().check(z.trim(), z.regex(/^\d{6}$/, { error: 'totpInvalid' }));

/** Random tokens from links: base64url, 43 characters for 32 bytes. */
export const linkTokenField = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'linkInvalid' }));

export const uuidField = z.uuid();

/** The password policy's second rule: the password may not be the e-mail address itself. */
export function passwordEqualsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** A query-string number: digits in, a whole number within bounds out, `fallback` when absent. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z._default(z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max))), fallback);
