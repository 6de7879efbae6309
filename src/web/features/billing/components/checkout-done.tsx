import type { CheckoutResult } from '@common/schemas/billing';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { amountText, dayText, useIntlLocale } from './plan-format';

/** After a checkout: the order's number, what was recorded, and when the free trial ends. */
export function CheckoutDone({ result: { order, subscription } }: { result: CheckoutResult }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <Card variant="outlined" data-testid="checkout-done">
      <CardContent component={Stack} spacing={2}>
        <Typography variant="h5" component="h2" role="status">
          {t('billing.done.title')}
        </Typography>
        <Typography data-testid="order-number">{t('billing.done.order', { number: order.number })}</Typography>
        <Typography>
          {t(`billing.plan.${order.plan}.name`)} · {t(`billing.period.${order.period}`)} ·{' '}
          {amountText(order.amountMinor, order.currency, locale)} ·{' '}
          {t('billing.card', { brand: t(`billing.brand.${order.cardBrand}`), last4: order.cardLast4 })}
        </Typography>
        {subscription.trialEndsAt && (
          <Alert severity="success" data-testid="trial-end">
            {t('billing.trial.endsOn', { date: dayText(subscription.trialEndsAt, locale) })}
          </Alert>
        )}
        <Typography variant="body2" color="textSecondary">
          {t('billing.done.testMode')}
        </Typography>
        <Button
          component={RouterLink}
          to="/pages/account-settings/billing"
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('billing.done.manage')}
        </Button>
      </CardContent>
    </Card>
  );
}
