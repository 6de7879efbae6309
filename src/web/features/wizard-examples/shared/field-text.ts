import type { TFunction } from 'i18next';

/**
 * The words of a field error. Schema errors are codes of this area (wizards.err.<code>); errors
 * the server returned carry "server:<code>", worded like everywhere else (errors.<code>).
 */
export function fieldErrorText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith('server:')) return t(`errors.${message.slice(7)}`);
  return t(`wizards.err.${message}`);
}
