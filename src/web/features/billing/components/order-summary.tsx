import { TRIAL_MONTHS, planById, type BillingPeriod, type BillingPlanId } from '@common/billing/plans';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { planPriceText, useIntlLocale } from './plan-format';

/** The plan being bought, its price and the trial it starts with: beside every card form. */
export function OrderSummary({ plan: planId, period }: { plan: BillingPlanId; period: BillingPeriod }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const plan = planById(planId);
  const price = planPriceText(plan, period, locale, t);
  return (
    <Card variant="outlined" data-testid="order-summary">
      <CardContent component={Stack} spacing={1.5}>
        <Typography variant="h6" component="h2">
          {t('billing.summary.title')}
        </Typography>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography>
            {t(`billing.plan.${plan.id}.name`)} · {t(`billing.period.${period}`)}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{price}</Typography>
        </Stack>
        {plan.trial && (
          <Typography variant="body2" sx={{ color: 'success.main' }}>
            {t('billing.summary.trial', { months: TRIAL_MONTHS, price })}
          </Typography>
        )}
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('billing.summary.dueToday')}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{plan.trial ? t('billing.free') : price}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
