import { BILLING_CURRENCY, planPrice, type BillingPeriod, type BillingPlan } from '@common/billing/plans';
import { isLangCode, languageOf } from '@common/i18n/languages';
import { formatPrice } from '@web/lib/listing-format';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The reader's language as Intl knows it (pt-BR, zh-CN). */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return languageOf(isLangCode(i18n.language) ? i18n.language : 'en').htmlLang;
}

/** A plan's price for a period in the reader's language; the free plan says so in words. */
export function planPriceText(plan: BillingPlan, period: BillingPeriod, locale: string, t: TFunction): string {
  return formatPrice(planPrice(plan, period), BILLING_CURRENCY, locale) ?? t('billing.free');
}

/** Any amount of the plans' currency, 0 included ("$0.00" in an order history). */
export function amountText(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/** A day as people write it in the reader's language ("28 February 2027"). */
export function dayText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}
