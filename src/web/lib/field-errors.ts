import { ApiError } from './api-client';
import { errorText } from './error-text';
import type { TFunction } from 'i18next';
import * as z from 'zod/mini';

/** Field name -> sentence, one per field, from a schema's issues. */
export function issueErrors(t: TFunction, issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  return Object.fromEntries(
    issues.map((i) => [String(i.path[0]), t(`errors.${i.message}`, { defaultValue: t('errors.invalidValue') })]),
  );
}

/**
 * Field name -> sentence, from the shared schema's issues: a form kept in plain state says what is
 * wrong before it asks the server (forms on react-hook-form use useSchemaForm instead).
 */
export function schemaErrors(t: TFunction, schema: z.ZodMiniType, input: unknown): Record<string, string> | null {
  const parsed = z.safeParse(schema, input);
  return parsed.success ? null : issueErrors(t, parsed.error.issues);
}

/** The server's field errors as sentences, or null when the failure is about no field. */
export function serverFieldErrors(t: TFunction, error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return null;
  return Object.fromEntries(Object.entries(error.fields).map(([k, f]) => [k.split('.')[0], errorText(t, f.code)]));
}
