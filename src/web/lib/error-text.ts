import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api-error';

/** The code to show for a failure: an ApiError's first field code, else its code; anything else is `unknown`. */
export function errorCodeOf(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.fields)[0]?.code ?? error.code;
  if (typeof error === 'string') return error;
  return 'unknown';
}

/**
 * The sentence a user reads for an error code or a failed request, in their language
 * (`errors.<code>`). A code this build has no text for falls back to the server's English message,
 * then to the generic `errors.unknown`: never a bare code on screen.
 */
export function errorText(t: TFunction, error: unknown): string {
  const code = errorCodeOf(error);
  const serverEnglish =
    error instanceof ApiError ? (Object.values(error.fields)[0]?.message ?? error.message) : undefined;
  return t(`errors.${code}`, { defaultValue: serverEnglish ?? t('errors.unknown') });
}

/** errorText bound to the current language, for components. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => errorText(t, error);
}
