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
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormError } from '@web/components/form-error';
import { NativeSelectInput } from '@web/components/native-select-input';
import { TextInput } from '@web/components/text-input';
import { useHydrated } from '@web/lib/use-hydrated';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckout } from '../api/checkout';
import type { CheckoutFormProps } from './checkout-form';
import { planPriceText, useIntlLocale } from './plan-format';
import { TestModeNotice } from './test-mode-notice';

/*
 * The checkout's billing details and card (react-hook-form with the shared zod schema). A module
 * of its own, loaded only for a signed-in buyer: a signed-out visitor's first load carries
 * neither the form library nor the schema.
 */

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

export default function PaymentStep({ plan, period, choosePlan, onDone, onChoose }: PaymentStepProps) {
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
