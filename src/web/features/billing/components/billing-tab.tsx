import type { BillingAccount } from '@common/schemas/billing';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { QueryState } from '@web/components/query-state';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useBillingAccount, useCancelSubscription } from '../api/billing-account';
import { amountText, dayText, useIntlLocale } from './plan-format';

const PRICING_PATH = '/pages/pricing';

/** The account settings' billing tab: the current plan and its trial, cancelling it, the orders. */
export function BillingTab() {
  const { t } = useTranslation();
  const query = useBillingAccount();
  return (
    <QueryState
      pending={query.isPending}
      error={query.isError}
      errorText={t('billing.tab.loadError')}
      onRetry={() => void query.refetch()}
    >
      {() => (
        <Stack spacing={3}>
          <CurrentPlanCard account={query.data!} />
          <OrderHistoryCard account={query.data!} />
        </Stack>
      )}
    </QueryState>
  );
}

function CurrentPlanCard({ account: { subscription } }: { account: BillingAccount }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelSubscription();
  return (
    <Card data-testid="billing-current-plan">
      <CardContent component={Stack} spacing={2}>
        <Typography variant="h6" component="h2">
          {t('billing.tab.currentPlan')}
        </Typography>
        {subscription ? (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="h5" component="p">
                {t(`billing.plan.${subscription.plan}.name`)}
              </Typography>
              <Chip size="small" label={t(`billing.period.${subscription.period}`)} />
              <Chip
                size="small"
                color={subscription.status === 'trialing' ? 'success' : 'primary'}
                label={t(`billing.status.${subscription.status}`)}
              />
            </Stack>
            <Typography color="textSecondary">
              {t('billing.tab.since', { date: dayText(subscription.startedAt, locale) })}
            </Typography>
            {subscription.status === 'trialing' && subscription.trialEndsAt && (
              <Alert severity="info" data-testid="billing-trial-end">
                {t('billing.trial.endsOn', { date: dayText(subscription.trialEndsAt, locale) })}
              </Alert>
            )}
            <Stack direction="row" spacing={2}>
              <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                {t('billing.tab.cancel')}
              </Button>
            </Stack>
            <ConfirmDialog
              open={confirming}
              title={t('billing.tab.cancelTitle')}
              text={t('billing.tab.cancelText')}
              confirmLabel={t('billing.tab.cancelConfirm')}
              cancelLabel={t('billing.tab.keep')}
              danger
              pending={cancel.isPending}
              error={cancel.error}
              onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setConfirming(false) })}
              onClose={() => setConfirming(false)}
            />
          </>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="billing-empty">
            <Typography color="textSecondary">{t('billing.tab.none')}</Typography>
            <Button variant="contained" component={RouterLink} to={PRICING_PATH}>
              {t('billing.tab.seePlans')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

function OrderHistoryCard({ account: { orders } }: { account: BillingAccount }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('billing.tab.orders')}
        </Typography>
        {orders.length === 0 ? (
          <Typography color="textSecondary">{t('billing.tab.noOrders')}</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('billing.tab.orders')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('billing.tab.colNumber')}</TableCell>
                  <TableCell>{t('billing.tab.colDate')}</TableCell>
                  <TableCell>{t('billing.tab.colPlan')}</TableCell>
                  <TableCell align="right">{t('billing.tab.colAmount')}</TableCell>
                  <TableCell>{t('billing.tab.colCard')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {orders.map((o) => (
                  <TableRow key={o.id} data-testid="billing-order">
                    <TableCell>#{o.number}</TableCell>
                    <TableCell>{dayText(o.createdAt, locale)}</TableCell>
                    <TableCell>
                      {t(`billing.plan.${o.plan}.name`)} · {t(`billing.period.${o.period}`)}
                    </TableCell>
                    <TableCell align="right">{amountText(o.amountMinor, o.currency, locale)}</TableCell>
                    <TableCell>
                      {t('billing.card', { brand: t(`billing.brand.${o.cardBrand}`), last4: o.cardLast4 })}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
    </Card>
  );
}
