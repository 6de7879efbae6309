import { FREE_TRIAL_MONTHS } from '../constants';

/**
 * The plans every pricing surface offers (the landing page's pricing section, /pages/pricing,
 * /front-pages/pricing and checkout) and the server charges against: one list, so a price shown
 * is the price recorded. Money in integer minor units (cents), as the invoices module does.
 */
export const BILLING_PLAN_IDS = ['basic', 'standard', 'enterprise'] as const;
export type BillingPlanId = (typeof BILLING_PLAN_IDS)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export interface BillingPlan {
  id: BillingPlanId;
  /** Price per month when paid monthly, in minor units. */
  monthly: number;
  /** Price per year when paid yearly, in minor units (two months free against monthly). */
  yearly: number;
  /** Whether the plan starts with the free trial of SPEC.md section 1. */
  trial: boolean;
  /** The plan the pricing pages point out. */
  popular: boolean;
}

export const BILLING_CURRENCY = 'USD';

export const BILLING_PLANS: readonly BillingPlan[] = [
  { id: 'basic', monthly: 0, yearly: 0, trial: false, popular: false },
  { id: 'standard', monthly: 4_900, yearly: 49_000, trial: true, popular: true },
  { id: 'enterprise', monthly: 9_900, yearly: 99_000, trial: true, popular: false },
];

/** The free trial (SPEC.md sections 1 and 9): the same 3 months on every page that offers it. */
export const TRIAL_MONTHS = FREE_TRIAL_MONTHS;

export function planById(id: BillingPlanId): BillingPlan {
  const plan = BILLING_PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`unknown plan ${id}`);
  return plan;
}

/** Price of one billing period of a plan, in minor units. */
export const planPrice = (plan: BillingPlan, period: BillingPeriod): number =>
  period === 'monthly' ? plan.monthly : plan.yearly;

/** The day a trial started on `start` ends: the same day of the month, TRIAL_MONTHS later (clamped to month end). */
export function trialEnd(start: Date): Date {
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + TRIAL_MONTHS, 1));
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  end.setUTCHours(start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds(), start.getUTCMilliseconds());
  return end;
}
