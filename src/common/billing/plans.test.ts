import { describe, expect, it } from 'vitest';
import { BILLING_PLANS, planPrice, TRIAL_MONTHS, trialEnd } from './plans';

describe('billing plans', () => {
  it('offers the 3-month trial of the specification', () => {
    expect(TRIAL_MONTHS).toBe(3);
    expect(BILLING_PLANS.filter((p) => p.trial).length).toBeGreaterThan(0);
  });

  it('charges less per year than twelve months', () => {
    for (const plan of BILLING_PLANS) expect(planPrice(plan, 'yearly')).toBeLessThanOrEqual(plan.monthly * 12);
  });

  it('ends a trial three months later, on the same day or the month’s last', () => {
    expect(trialEnd(new Date('2026-01-15T10:00:00Z')).toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(trialEnd(new Date('2026-11-30T00:00:00Z')).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});
