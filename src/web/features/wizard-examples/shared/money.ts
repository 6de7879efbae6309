import { LANG_CODES, languageOf } from '@common/i18n/languages';

/** Minor units (cents) as money in the reader's language, e.g. 1999 USD -> "$19.99". */
export function formatMinor(minor: number, currency: string, lang: string): string {
  const tag = (LANG_CODES as readonly string[]).includes(lang) ? languageOf(lang as never).htmlLang : lang;
  return new Intl.NumberFormat(tag, { style: 'currency', currency }).format(minor / 100);
}
