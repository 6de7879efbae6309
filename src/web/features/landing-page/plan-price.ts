import { BILLING_CURRENCY, type BillingPeriod, type BillingPlanId } from '@common/billing/plans';
import { LANG_CODES, languageOf, type LangCode } from '@common/i18n/languages';

/** Where a plan's button leads: the checkout front page, with the plan and period chosen here. */
export const checkoutHref = (plan: BillingPlanId, period: BillingPeriod) =>
  `/front-pages/checkout?plan=${plan}&period=${period}`;

/**
 * A plan's price for people in the page's language ("$49", "49 $", "US$ 490"): whole amounts
 * without cents, as price tags show them; any other with its cents.
 */
export function formatPlanPrice(minor: number, lang: string): string {
  const tag = (LANG_CODES as readonly string[]).includes(lang) ? languageOf(lang as LangCode).htmlLang : lang;
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: BILLING_CURRENCY,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(minor / 100);
}
