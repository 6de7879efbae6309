import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the server's field codes under the matching inputs (as the error message, which
 * useSchemaForm translates like a browser-side one); returns the code for the form as a whole
 * (or null when every error found its field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return 'unknown';
  let unplaced = false;
  for (const [name, field] of Object.entries(error.fields)) {
    if ((fieldNames as readonly string[]).includes(name))
      setError(name as Path<T>, { type: 'server', message: field.code });
    else unplaced = true;
  }
  if (Object.keys(error.fields).length === 0 || unplaced) return error.code;
  return null;
}
