import * as z from 'zod/mini';

/*
 * The one error shape of the API, shared by the server (plugins/errors.ts sends it) and the
 * browser (lib/api-error.ts reads it). `code` is stable and is what the browser translates (the
 * `errors` area of the locales, in every language); `message` is the same thing in English, for
 * API users and logs. Field errors carry both, per field.
 */

export const fieldErrorSchema = z.object({ code: z.string(), message: z.string() });

export const apiErrorSchema = z.object({
  /** The HTTP reason phrase ("Bad Request"). */
  error: z.string(),
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), fieldErrorSchema)),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;
