import type { BillingPeriod, BillingPlanId } from '@common/billing/plans';
import type { CheckoutResult } from '@common/schemas/billing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSession } from '@web/lib/session-context';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CheckoutDone } from './checkout-done';
import { OrderSummary } from './order-summary';

// Only a signed-in buyer gets the form: a signed-out visitor never downloads it (first-load budget).
const PaymentStep = lazy(() => import('./payment-step'));

export interface CheckoutFormProps {
  plan: BillingPlanId;
  period: BillingPeriod;
  /** Checkout lets the buyer change plan and period; the payment page pays for the one chosen. */
  choosePlan: boolean;
  /** This page's address, for coming back after signing in. */
  returnTo: string;
}

/**
 * The test-mode card form (issue #37) of /front-pages/checkout and /front-pages/payment: a
 * signed-out buyer is asked to sign in or register first (the server refuses them anyway); a
 * signed-in one fills in billing details and the card, checked by the shared schema (Luhn digit,
 * expiry in the future, CVC) here and again on the server, then sees the order number and the
 * trial's end.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { t } = useTranslation();
  const { session } = useSession();
  const [done, setDone] = useState<CheckoutResult | null>(null);
  // The summary follows the form's plan and period as the buyer changes them.
  const [chosen, setChosen] = useState({ plan: props.plan, period: props.period });
  let step: ReactNode;
  if (done) step = <CheckoutDone result={done} />;
  else if (!session) step = <AccountStep returnTo={props.returnTo} />;
  else
    step = (
      <Suspense fallback={<CircularProgress aria-label={t('billing.checkout.detailsTitle')} />}>
        <PaymentStep {...props} onDone={setDone} onChoose={setChosen} />
      </Suspense>
    );
  return (
    <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
      <div>{step}</div>
      <OrderSummary plan={chosen.plan} period={chosen.period} />
    </Box>
  );
}

function AccountStep({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const back = `redirecturl=${encodeURIComponent(returnTo)}`;
  return (
    <Card variant="outlined" data-testid="checkout-account-step">
      <CardContent component={Stack} spacing={2}>
        <Typography variant="h6" component="h2">
          {t('billing.checkout.accountTitle')}
        </Typography>
        <Typography color="textSecondary">{t('billing.checkout.accountText')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" component={RouterLink} to={`/login?${back}`}>
            {t('billing.checkout.signIn')}
          </Button>
          <Button variant="outlined" component={RouterLink} to={`/register?${back}`}>
            {t('billing.checkout.register')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
