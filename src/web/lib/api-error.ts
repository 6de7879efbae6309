import { apiErrorSchema, type ApiErrorBody, type FieldError } from '@common/api/error-body';

export type { ApiErrorBody, FieldError };

/**
 * A refused or failed API call; every way of calling the API (JSON, upload) throws this. `code` is
 * what the UI translates (`errors.<code>`, lib/error-text.ts); `message` is the server's English,
 * the fallback for a code this build does not know yet.
 */
export class ApiError extends Error {
  readonly code: string;
  /** Field name -> its error, for the inputs the server refused. */
  readonly fields: Record<string, FieldError>;

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
    this.code = body.code;
    this.fields = body.fields ?? {};
  }

  /** Field name -> its error code, e.g. `{ email: 'emailTaken' }`. */
  get fieldCodes(): Record<string, string> {
    return Object.fromEntries(Object.entries(this.fields).map(([name, field]) => [name, field.code]));
  }

  /** Network failure (offline, server down): status 0, code `network`. */
  static network(): ApiError {
    return new ApiError(0, { error: 'Network', code: 'network', message: 'Cannot reach the server.' });
  }

  /**
   * An error answer as it came (parsed JSON, or null when it was not JSON). A body that is not our
   * error shape (a proxy's HTML 502) becomes `unknown`, keeping the status.
   */
  static fromResponse(status: number, statusText: string, data: unknown): ApiError {
    const parsed = apiErrorSchema.safeParse(data);
    if (parsed.success) return new ApiError(status, parsed.data);
    return new ApiError(status, { error: statusText, code: 'unknown', message: statusText || 'Request failed' });
  }

  /** A success answer that does not match its endpoint's schema (api-client validates every one). */
  static invalidResponse(): ApiError {
    return new ApiError(0, {
      error: 'Invalid response',
      code: 'invalidResponse',
      message: 'The server sent an answer we could not read.',
    });
  }
}
