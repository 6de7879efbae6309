import { ApiError } from './api-client';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the server's field errors under the matching inputs; returns the message for the form as
 * a whole (or null when every error found its field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string | null {
  if (!(error instanceof ApiError)) return 'unknown';
  let unplaced = false;
  for (const [name, message] of Object.entries(error.fields)) {
    if ((fieldNames as readonly string[]).includes(name)) setError(name as Path<T>, { type: 'server', message });
    else unplaced = true;
  }
  if (Object.keys(error.fields).length === 0 || unplaced) return error.message;
  return null;
}

/** The translation key to show for a failed request: the first field error, else the message. */
export function errorKeyOf(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) return Object.values(error.fields)[0] ?? error.message;
  return 'unknown';
}
