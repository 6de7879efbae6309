/** The server's error shape (src/server/plugins/errors.ts). */
export interface ApiErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

/** A refused or failed API call; every way of calling the API (JSON, upload) throws this. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.message);
  }
  get fields(): Record<string, string> {
    return this.body.fields ?? {};
  }

  /** Network failure (offline, server down): status 0, a translatable message. */
  static network(): ApiError {
    return new ApiError(0, { error: 'Network', message: 'auth.error.network' });
  }

  /** An error answer's body as it came (parsed JSON, or null when it was not JSON). */
  static fromResponse(status: number, statusText: string, data: unknown): ApiError {
    const shaped = data as Partial<ApiErrorBody> | null;
    return new ApiError(status, {
      error: shaped?.error ?? statusText,
      message: shaped?.message ?? 'auth.error.unknown',
      ...(shaped?.fields ? { fields: shaped.fields } : {}),
    });
  }

  /** A success answer that does not match its endpoint's schema (api-client validates every one). */
  static invalidResponse(): ApiError {
    return new ApiError(0, { error: 'Invalid response', message: 'auth.error.unknown' });
  }
}
