import { TEST_CARD_NUMBER } from '@common/billing/card';
import {
  BILLING_PERIODS,
  BILLING_PLANS,
  planById,
  type BillingPeriod,
  type BillingPlanId,
} from '@common/billing/plans';
import { BILLING_COUNTRIES, checkoutInputSchema, type CheckoutResult } from '@common/schemas/billing';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormError } from '@web/components/form-error';
import { NativeSelectInput } from '@web/components/native-select-input';
import { TextInput } from '@web/components/text-input';
import { useSession } from '@web/lib/session-context';
import { useHydrated } from '@web/lib/use-hydrated';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useCheckout } from '../api/checkout';
import { CheckoutDone } from './checkout-done';
import { OrderSummary } from './order-summary';
import { planPriceText, useIntlLocale } from './plan-format';
import { TestModeNotice } from './test-mode-notice';

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
  const { session } = useSession();
  const [done, setDone] = useState<CheckoutResult | null>(null);
  // The summary follows the form's plan and period as the buyer changes them.
  const [chosen, setChosen] = useState({ plan: props.plan, period: props.period });
  let step: ReactNode;
  if (done) step = <CheckoutDone result={done} />;
  else if (!session) step = <AccountStep returnTo={props.returnTo} />;
  else step = <PaymentStep {...props} onDone={setDone} onChoose={setChosen} />;
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

/** Country names in the reader's language once the page is the browser's (Intl's names may differ from the server's). */
function useCountryName() {
  const hydrated = useHydrated();
  const locale = useIntlLocale();
  if (!hydrated || typeof Intl.DisplayNames !== 'function') return (code: string) => code;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  return (code: string) => names.of(code) ?? code;
}

interface PaymentStepProps extends CheckoutFormProps {
  onDone: (result: CheckoutResult) => void;
  onChoose: (choice: { plan: BillingPlanId; period: BillingPeriod }) => void;
}

function PaymentStep({ plan, period, choosePlan, onDone, onChoose }: PaymentStepProps) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  const countryName = useCountryName();
  const checkout = useCheckout();
  const form = useSchemaForm(checkoutInputSchema, {
    plan,
    period,
    name: '',
    email: '',
    address: '',
    country: '' as (typeof BILLING_COUNTRIES)[number],
    cardNumber: '',
    cardExpiry: '',
    cardCvc: '',
  });
  const { fieldProps, submit, formError, formState } = form;
  const onSubmit = submit(async (values) => onDone(await checkout.mutateAsync(values)));
  const watchedPlan = form.watch('plan');
  const watchedPeriod = form.watch('period');
  const chosen = planById(watchedPlan);
  useEffect(() => onChoose({ plan: watchedPlan, period: watchedPeriod }), [watchedPlan, watchedPeriod, onChoose]);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-labelledby="checkout-form-title">
      <Stack spacing={3}>
        <Typography id="checkout-form-title" variant="h6" component="h2">
          {t('billing.checkout.detailsTitle')}
        </Typography>
        {choosePlan && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <NativeSelectInput label={t('billing.checkout.plan')} fullWidth {...fieldProps('plan')}>
              {BILLING_PLANS.map((p) => (
                <option key={p.id} value={p.id}>
                  {t(`billing.plan.${p.id}.name`)}
                </option>
              ))}
            </NativeSelectInput>
            <NativeSelectInput label={t('billing.checkout.period')} fullWidth {...fieldProps('period')}>
              {BILLING_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`billing.period.${p}`)} · {planPriceText(chosen, p, locale, t)}
                </option>
              ))}
            </NativeSelectInput>
          </Stack>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput label={t('billing.checkout.name')} autoComplete="name" fullWidth {...fieldProps('name')} />
          <TextInput
            label={t('billing.checkout.email')}
            type="email"
            autoComplete="email"
            fullWidth
            {...fieldProps('email')}
          />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput
            label={t('billing.checkout.address')}
            autoComplete="street-address"
            fullWidth
            {...fieldProps('address')}
          />
          <NativeSelectInput label={t('billing.checkout.country')} fullWidth {...fieldProps('country')}>
            <option value="">{t('billing.checkout.chooseCountry')}</option>
            {BILLING_COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {countryName(c)}
              </option>
            ))}
          </NativeSelectInput>
        </Stack>
        <Typography variant="h6" component="h2">
          {t('billing.checkout.cardTitle')}
        </Typography>
        <TestModeNotice />
        <TextInput
          label={t('billing.checkout.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          // Card digits read left to right in every language.
          inputProps={{ dir: 'ltr' }}
          placeholder={TEST_CARD_NUMBER}
          fullWidth
          {...fieldProps('cardNumber')}
        />
        <Stack direction="row" spacing={2}>
          <TextInput
            label={t('billing.checkout.cardExpiry')}
            autoComplete="cc-exp"
            inputProps={{ dir: 'ltr' }}
            placeholder={t('billing.checkout.expiryPlaceholder')}
            fullWidth
            {...fieldProps('cardExpiry')}
          />
          <TextInput
            label={t('billing.checkout.cardCvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            inputProps={{ dir: 'ltr' }}
            fullWidth
            {...fieldProps('cardCvc')}
          />
        </Stack>
        <FormError error={formError} />
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          {chosen.trial ? t('billing.checkout.submitTrial') : t('billing.checkout.submit')}
        </Button>
      </Stack>
    </Box>
  );
}
