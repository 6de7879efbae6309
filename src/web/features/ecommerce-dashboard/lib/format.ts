import { isLangCode, languageOf } from '@common/i18n/languages';

/** The BCP 47 tag Intl understands for the product's language code ("cn" is zh-CN). */
export const intlLocale = (language: string): string =>
  isLangCode(language) ? languageOf(language).htmlLang : language;

/**
 * An amount in minor units as money; whole units for the big figures (cents add noise there),
 * with cents for a single order. Without a currency (no orders yet) just the number.
 */
export function money(minor: number, currency: string | null, language: string, cents = false): string {
  const digits = cents ? 2 : 0;
  const options: Intl.NumberFormatOptions = currency
    ? { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }
    : { maximumFractionDigits: digits };
  return new Intl.NumberFormat(intlLocale(language), options).format(minor / 100);
}

/** A short money figure for chart axes ("12K €"). */
export function compactMoney(minor: number, currency: string | null, language: string): string {
  const options: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };
  if (currency) Object.assign(options, { style: 'currency', currency });
  return new Intl.NumberFormat(intlLocale(language), options).format(minor / 100);
}

const regionNames = new Map<string, Intl.DisplayNames>();
/** A country's name in the reader's language, from its ISO code. */
export function countryName(code: string, language: string): string {
  const locale = intlLocale(language);
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}
