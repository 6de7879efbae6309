import { TRIAL_MONTHS } from '@common/billing/plans';
import { Island } from '@web/islands/island';
import { PricingPlans } from './pricing-plans';
import { LandingSection } from './landing-section';

/** The plans, from the one list every pricing surface uses (src/common/billing/plans.ts). */
export function PricingSection() {
  return (
    <LandingSection name="pricing" anchor="pricing" tinted subtitleValues={{ months: TRIAL_MONTHS }}>
      <Island name="landing-pricing" component={PricingPlans} props={{}} when="visible" />
    </LandingSection>
  );
}
