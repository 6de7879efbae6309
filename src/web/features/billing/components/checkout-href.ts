import type { BillingPeriod, BillingPlanId } from '@common/billing/plans';

/** The public checkout for a plan and period: every "Start trial" and "Choose" leads here. */
export const checkoutHref = (plan: BillingPlanId, period: BillingPeriod) =>
  `/front-pages/checkout?plan=${plan}&period=${period}`;
