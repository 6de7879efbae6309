import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';

/** A field's error as the reader sees it: the schema's key, translated (pages.err.<key>). */
export function errorText(t: TFunction, error: FieldError | undefined): string | undefined {
  return error?.message ? t(`pages.err.${error.message}`) : undefined;
}
