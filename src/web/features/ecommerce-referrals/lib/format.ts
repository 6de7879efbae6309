import { isLangCode, languageOf } from '@common/i18n/languages';
import { formatMoney as moneyIn } from '@common/money';

/** The BCP 47 tag Intl understands for the product's language code ("cn" is zh-CN). */
const localeOf = (language: string): string => (isLangCode(language) ? languageOf(language).htmlLang : language);

/** Minor units as money in the reader's language (the currency says how many minor digits); zero shows as zero. */
export const formatMoney = (minor: number, currency: string, language: string): string =>
  moneyIn(minor, currency, localeOf(language));

/** Basis points as a percentage: 1250 is "12.5 %" in the reader's way of writing it. */
export const formatRate = (bp: number, language: string): string =>
  new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10000);

export const formatShare = (share: number, language: string): string =>
  new Intl.NumberFormat(localeOf(language), { style: 'percent', maximumFractionDigits: 1 }).format(share);

/** A calendar day (YYYY-MM-DD) or an instant, as a date; days are UTC so nothing shifts by a zone. */
export const formatDay = (value: string, language: string): string =>
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(value.length === 10 ? `${value}T00:00:00Z` : value),
  );
