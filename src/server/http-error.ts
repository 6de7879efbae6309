// Below every layer (security, auth, plugins, modules throw it); plugins/errors.ts turns it into
// the API's error body.
/**
 * Thrown by modules for a client error that names the fields at fault (e.g. 409 on a taken e-mail),
 * or for a 503 that says when to come back (a full hashing queue); `retryAfterSeconds` becomes the
 * Retry-After header of 429 and 503 answers.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
