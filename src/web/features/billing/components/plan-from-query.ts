import { BILLING_PERIODS, BILLING_PLAN_IDS, type BillingPeriod, type BillingPlanId } from '@common/billing/plans';

/** The plan and period a checkout address names (?plan=&period=); anything else: the popular plan, monthly. */
export function planFromQuery(search: URLSearchParams): { plan: BillingPlanId; period: BillingPeriod } {
  const plan = search.get('plan');
  const period = search.get('period');
  return {
    plan: (BILLING_PLAN_IDS as readonly string[]).includes(plan ?? '') ? (plan as BillingPlanId) : 'standard',
    period: (BILLING_PERIODS as readonly string[]).includes(period ?? '') ? (period as BillingPeriod) : 'monthly',
  };
}
