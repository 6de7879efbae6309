import { TRIAL_MONTHS } from '@common/billing/plans';
import Stack from '@mui/material/Stack';
import { BillingPageFrame } from '@web/features/billing/components/billing-page-frame';
import { PricingFaq } from '@web/features/billing/components/pricing-faq';
import { PricingPlans } from '@web/features/billing/components/pricing-plans';
import { Island } from '@web/islands/island';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// Public and server-rendered (ADR 0026): only the plans with their monthly/yearly switch are an
// island; the heading and the questions (<details>) are static HTML.
export const meta: RouteMeta = { public: true, layout: 'front', i18n: ['billing'], islands: true };

export default function FrontPricingPage() {
  const { t } = useTranslation();
  return (
    <BillingPageFrame
      title={t('billing.pricing.title')}
      subtitle={t('billing.pricing.subtitle', { months: TRIAL_MONTHS })}
    >
      <Stack spacing={8} useFlexGap>
        <Island name="pricing-plans" component={PricingPlans} props={{}} />
        <PricingFaq />
      </Stack>
    </BillingPageFrame>
  );
}
