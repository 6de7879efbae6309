import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The words of a field error. Schema errors are codes of this area (wizards.err.<code>); errors
 * the server returned carry "server:<code>", worded like everywhere else (errors.<code>).
 */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('server:')) return t(`errors.${message.slice(7)}`);
  return t(`wizards.err.${message}`);
}

/** A text field bound to a registered field: its value wiring, the full width, its error in words. */
export function textFieldProps<T extends FieldValues>(form: UseFormReturn<T>, t: TFunction, name: Path<T>) {
  const error = form.formState.errors[name];
  return {
    ...form.register(name),
    fullWidth: true,
    error: Boolean(error),
    helperText: fieldErrorText(t, typeof error?.message === 'string' ? error.message : undefined),
  };
}
