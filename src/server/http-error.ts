import { fillPlaceholders, readLocale } from './i18n/locale-files';

// Below every layer (security, auth, plugins, modules throw it); plugins/errors.ts turns it into
// the API's error body (src/common/api/error-body.ts).

export interface HttpErrorOptions {
  /** Field name -> error code, for the inputs at fault (e.g. `{ email: 'emailTaken' }`). */
  fields?: Record<string, string>;
  /** Becomes the Retry-After header of 429 and 503 answers. */
  retryAfterSeconds?: number;
  /** Fills `{{name}}` placeholders of the code's text. */
  values?: Record<string, string>;
}

/**
 * A code's English sentence: the en text of `errors.<code>` in src/web/locales/en/errors.json, the
 * same file the browser translates from, so API users and the English UI read the same words. A
 * code without a text falls back to the code itself; http-error-codes.test.ts makes that a test
 * failure rather than something a user meets.
 */
export function englishMessage(code: string, values: Record<string, string> = {}): string {
  const text = readLocale('en', 'errors')[`errors.${code}`];
  return text === undefined ? code : fillPlaceholders(text, values);
}

/**
 * Thrown for an answer that is not a success: a stable `code` the browser translates (the
 * `errors` locale area, every language) and its English `message` for API users and logs.
 * Examples: 409 `emailTaken` on the `email` field, 503 `busy` with a retry hint.
 */
export class HttpError extends Error {
  readonly fields?: Record<string, string>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly code: string,
    options: HttpErrorOptions = {},
  ) {
    super(englishMessage(code, options.values));
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
