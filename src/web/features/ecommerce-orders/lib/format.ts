import { isLangCode, languageOf } from '@common/i18n/languages';
import type { OrderStatusValue, PaymentStatus } from '@common/schemas/ecommerce-orders';

/** The BCP 47 tag Intl understands for the product's language code ("cn" is zh-CN). */
export const localeOf = (language: string): string => (isLangCode(language) ? languageOf(language).htmlLang : language);

/** An amount in minor units as money, with cents (one order's or customer's figure). */
export const formatMoney = (minor: number, currency: string | null, language: string): string =>
  new Intl.NumberFormat(
    localeOf(language),
    currency ? { style: 'currency', currency } : { minimumFractionDigits: 2 },
  ).format(minor / 100);

export const formatDate = (iso: string, language: string, withTime = false): string =>
  new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(new Date(iso));

const regionNames = new Map<string, Intl.DisplayNames>();
export function countryName(code: string, language: string): string {
  const locale = localeOf(language);
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    regionNames.set(locale, names);
  }
  return names.of(code) ?? code;
}

type Tone = 'info' | 'warning' | 'success' | 'secondary' | 'error';
/** The same colours as the eCommerce dashboard's chips, so a status reads alike on both. */
export const STATUS_TONE: Record<OrderStatusValue, Tone> = {
  paid: 'info',
  shipped: 'warning',
  delivered: 'success',
  cancelled: 'secondary',
  refunded: 'error',
};
export const PAYMENT_TONE: Record<PaymentStatus, Tone> = { paid: 'success', voided: 'secondary', refunded: 'error' };
