import { BILLING_PLANS, TRIAL_MONTHS, type BillingPeriod } from '@common/billing/plans';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { IconCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { checkoutHref } from './checkout-href';
import { planPriceText, useIntlLocale } from './plan-format';

const FEATURES = ['f1', 'f2', 'f3', 'f4'] as const;

/**
 * The three plans of BILLING_PLANS with the monthly/yearly switch, on /pages/pricing and (as an
 * island) on /front-pages/pricing. Prices come from the shared plan list, so what a card shows is
 * what the checkout records. The first render is monthly on the server and in the browser alike.
 */
export function PricingPlans() {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [period, setPeriod] = useState<BillingPeriod>('monthly');
  const switchId = useId();
  return (
    <Stack spacing={4} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
        <Typography component="label" htmlFor={switchId} sx={{ fontWeight: period === 'monthly' ? 600 : 400 }}>
          {t('billing.period.monthly')}
        </Typography>
        <Switch
          id={switchId}
          checked={period === 'yearly'}
          onChange={(e) => setPeriod(e.target.checked ? 'yearly' : 'monthly')}
          slotProps={{ input: { 'aria-label': t('billing.pricing.yearlyToggle') } }}
        />
        <Typography component="span" sx={{ fontWeight: period === 'yearly' ? 600 : 400 }}>
          {t('billing.period.yearly')}
        </Typography>
        <Chip size="small" color="primary" variant="outlined" label={t('billing.pricing.yearlySaving')} />
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          width: '100%',
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {BILLING_PLANS.map((plan) => (
          <Card
            key={plan.id}
            variant="outlined"
            data-testid={`plan-${plan.id}`}
            sx={{ borderColor: plan.popular ? 'primary.main' : undefined, borderWidth: plan.popular ? 2 : 1 }}
          >
            <CardContent component={Stack} spacing={2} sx={{ height: '100%', p: 3 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', minHeight: 32 }}>
                <Typography variant="h5" component="h2">
                  {t(`billing.plan.${plan.id}.name`)}
                </Typography>
                {plan.popular && <Chip size="small" color="primary" label={t('billing.pricing.popular')} />}
              </Stack>
              <Typography color="textSecondary">{t(`billing.plan.${plan.id}.tagline`)}</Typography>
              <Box>
                <Typography component="span" variant="h3" data-testid="plan-price">
                  {planPriceText(plan, period, locale, t)}
                </Typography>
                {plan.monthly > 0 && (
                  <Typography component="span" color="textSecondary">
                    {' '}
                    {t(period === 'monthly' ? 'billing.pricing.perMonth' : 'billing.pricing.perYear')}
                  </Typography>
                )}
              </Box>
              {plan.trial ? (
                <Chip color="success" variant="outlined" label={t('billing.trial.offer', { months: TRIAL_MONTHS })} />
              ) : (
                <Box sx={{ height: 32 }} />
              )}
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, flexGrow: 1 }}>
                {FEATURES.map((f) => (
                  <Stack component="li" key={f} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Box component={IconCheck} size={18} aria-hidden sx={{ color: 'primary.main', flexShrink: 0 }} />
                    <Typography variant="body2">{t(`billing.plan.${plan.id}.${f}`)}</Typography>
                  </Stack>
                ))}
              </Stack>
              <Button
                component={RouterLink}
                to={checkoutHref(plan.id, period)}
                variant={plan.popular ? 'contained' : 'outlined'}
                fullWidth
              >
                {plan.trial ? t('billing.pricing.startTrial') : t('billing.pricing.choose')}
              </Button>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
