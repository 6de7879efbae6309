import { BILLING_PLANS, planPrice, TRIAL_MONTHS, type BillingPeriod } from '@common/billing/plans';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from './landing-section';
import { checkoutHref, formatPlanPrice } from './plan-price';

const FEATURE_KEYS = ['f1', 'f2', 'f3'] as const;

/**
 * The plans with the monthly/yearly choice: an island (ADR 0026), as the choice is the only part
 * of the page that changes under the reader. Rendered on the server with monthly prices, so a
 * reader without JavaScript still sees every plan, its price, the trial and its button.
 */
export function PricingPlans() {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 5 }}>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={period}
          aria-label={t('landing.pricing.period')}
          onChange={(_, next: BillingPeriod | null) => next && setPeriod(next)}
          sx={{ bgcolor: 'background.paper' }}
        >
          <ToggleButton value="monthly" sx={{ px: 3 }}>
            {t('landing.pricing.monthly')}
          </ToggleButton>
          <ToggleButton value="yearly" sx={{ px: 3 }}>
            {t('landing.pricing.yearly')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Chip label={t('landing.pricing.save')} color="success" size="small" sx={{ fontWeight: 600 }} />
      </Box>
      <CardGrid sx={{ gap: 3, alignItems: 'stretch', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {BILLING_PLANS.map((plan) => {
          const name = t(`landing.pricing.${plan.id}.name`);
          const action = t(plan.trial ? 'landing.pricing.startTrial' : 'landing.pricing.getStarted');
          return (
            <Box
              component="li"
              key={plan.id}
              data-testid={`landing-plan-${plan.id}`}
              aria-labelledby={`landing-plan-${plan.id}-name`}
              sx={(theme) => ({
                position: 'relative',
                display: 'flex',
                flexDirection: 'column',
                gap: 2,
                p: { xs: 3, md: 4 },
                borderRadius: 3,
                bgcolor: 'background.paper',
                border: plan.popular ? 2 : 1,
                borderColor: plan.popular ? 'primary.main' : 'divider',
                boxShadow: plan.popular ? `0 16px 40px ${theme.alpha(theme.vars.palette.primary.main, 0.2)}` : 'none',
              })}
            >
              {plan.popular && (
                <Chip
                  label={t('landing.pricing.popular')}
                  color="primary"
                  size="small"
                  sx={{ position: 'absolute', top: 16, insetInlineEnd: 16, fontWeight: 600 }}
                />
              )}
              <Box>
                <Typography id={`landing-plan-${plan.id}-name`} component="h3" variant="h5" sx={{ fontWeight: 700 }}>
                  {name}
                </Typography>
                <Typography color="textSecondary">{t(`landing.pricing.${plan.id}.tagline`)}</Typography>
              </Box>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                <Typography
                  component="p"
                  data-testid="landing-plan-price"
                  sx={{ fontWeight: 800, fontSize: '2.75rem', lineHeight: 1, color: 'primary.main' }}
                >
                  {formatPlanPrice(planPrice(plan, period), i18n.language)}
                </Typography>
                <Typography color="textSecondary">
                  {t(period === 'monthly' ? 'landing.pricing.perMonth' : 'landing.pricing.perYear')}
                </Typography>
              </Box>
              <Box sx={{ minHeight: 24 }}>
                {plan.trial && (
                  <Chip
                    icon={<IconGift size={16} aria-hidden />}
                    label={t('landing.pricing.trial', { months: TRIAL_MONTHS })}
                    color="success"
                    size="small"
                    sx={{ fontWeight: 600 }}
                  />
                )}
              </Box>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25, flexGrow: 1 }}>
                {FEATURE_KEYS.map((f) => (
                  <Box component="li" key={f} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                    <Box component="span" sx={{ color: 'primary.main', display: 'flex', pt: '2px' }}>
                      <IconCircleCheck size={20} aria-hidden />
                    </Box>
                    <Typography>{t(`landing.pricing.${plan.id}.${f}`)}</Typography>
                  </Box>
                ))}
              </Box>
              <Button
                href={checkoutHref(plan.id, period)}
                variant={plan.popular ? 'contained' : 'outlined'}
                size="large"
                fullWidth
                aria-label={t('landing.pricing.choose', { action, plan: name })}
              >
                {action}
              </Button>
            </Box>
          );
        })}
      </CardGrid>
    </>
  );
}
