import { TRIAL_MONTHS } from '@common/billing/plans';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Island } from '@web/islands/island';
import { useTranslation } from 'react-i18next';
import { PricingPlans } from './pricing-plans';
import { SectionHeading } from './section-heading';

/** The plans, from the one list every pricing surface uses (src/common/billing/plans.ts). */
export function PricingSection() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="pricing"
      aria-labelledby="landing-pricing"
      sx={(theme) => ({ py: { xs: 7, md: 11 }, bgcolor: theme.alpha(theme.vars.palette.primary.main, 0.05) })}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="landing-pricing"
          overline={t('landing.pricing.overline')}
          title={t('landing.pricing.title')}
          subtitle={t('landing.pricing.subtitle', { months: TRIAL_MONTHS })}
        />
        <Island name="landing-pricing" component={PricingPlans} props={{}} when="visible" />
      </Container>
    </Box>
  );
}
