import { isLangCode, languageOf } from '@common/i18n/languages';

/** The BCP 47 tag Intl understands for the product's language code ("cn" is zh-CN). */
const localeOf = (language: string): string => (isLangCode(language) ? languageOf(language).htmlLang : language);

/** Minor units as money with cents; zero shows as zero (an earning of nothing is still a figure). */
export const formatMoney = (minor: number, currency: string, language: string): string =>
  new Intl.NumberFormat(localeOf(language), { style: 'currency', currency }).format(minor / 100);

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

/** What the form's amount field holds ("12.50" or "12,50") in minor units; NaN when it is no amount. */
export function parseAmount(text: string): number {
  const normal = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(normal)) return Number.NaN;
  return Math.round(Number(normal) * 100);
}
