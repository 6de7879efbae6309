import { TRIAL_MONTHS } from '@common/billing/plans';
import Stack from '@mui/material/Stack';
import { PageHeader } from '@web/components/page-header';
import { PricingFaq, PricingPlans } from '@web/features/billing';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// The template's pricing page in the admin chrome, signed in: the same plans as the public one.
export const meta: RouteMeta = { layout: 'default', i18n: ['billing'] };

export default function PricingPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={5}>
      <PageHeader
        title={t('billing.pricing.title')}
        subtitle={t('billing.pricing.subtitle', { months: TRIAL_MONTHS })}
        gutter={false}
      />
      <PricingPlans />
      <PricingFaq />
    </Stack>
  );
}
