import { ApiError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import type { TFunction } from 'i18next';
import * as z from 'zod/mini';

/** Field name -> sentence, from the shared schema's issues: the form says what is wrong before it asks. */
export function schemaErrors(t: TFunction, schema: z.ZodMiniType, input: unknown): Record<string, string> | null {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return null;
  return Object.fromEntries(
    parsed.error.issues.map((i) => [
      String(i.path[0]),
      t(`errors.${i.message}`, { defaultValue: t('errors.invalidValue') }),
    ]),
  );
}

/** The server's field errors as sentences, or null when the failure is about no field. */
export function serverFieldErrors(t: TFunction, error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return null;
  return Object.fromEntries(Object.entries(error.fields).map(([k, f]) => [k.split('.')[0], errorText(t, f.code)]));
}
