import { isLangCode, languageOf } from '@common/i18n/languages';

/** The BCP 47 tag of the app's language code ("cn" -> "zh-CN"), for Intl. */
export const localeOf = (lang: string) => (isLangCode(lang) ? languageOf(lang).htmlLang : 'en');

export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([localeOf(lang)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const formatDate = (iso: string, lang: string) =>
  new Intl.DateTimeFormat(localeOf(lang), { dateStyle: 'medium' }).format(new Date(iso));

/** Minor units (cents) in the shop's currency; a dash when the customer has no kept order. */
export function formatMoney(minor: number, currency: string | null, lang: string): string {
  if (!currency) return '—';
  return new Intl.NumberFormat(localeOf(lang), { style: 'currency', currency }).format(minor / 100);
}
