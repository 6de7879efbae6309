import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  IconCircleCheck,
  IconCreditCard,
  IconMapPin,
  IconMinus,
  IconPlus,
  IconShoppingCart,
  IconTrash,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, textFieldProps } from '../shared/field-text';
import { formatMinor } from '../shared/money';
import { useStepForm } from '../shared/use-step-form';
import { WizardShell, type ShellStep } from '../shared/wizard-shell';
import {
  cartTotals,
  changeQuantity,
  CHECKOUT_CURRENCY,
  DELIVERY_SPEEDS,
  FREE_STANDARD_FROM,
  isKnownCoupon,
  MAX_QUANTITY,
  normalCoupon,
  PRODUCTS,
  type Totals,
} from './cart-totals';
import {
  CHECKOUT_DEFAULTS,
  checkoutSteps,
  madeUpOrderNumber,
  SAVED_ADDRESSES,
  type CheckoutValues,
} from './checkout-steps';

const SHELL_STEPS: ShellStep[] = [
  { key: 'cart', icon: IconShoppingCart },
  { key: 'address', icon: IconMapPin },
  { key: 'payment', icon: IconCreditCard },
  { key: 'confirmation', icon: IconCircleCheck },
];
const NS = 'wizards.checkout';
const PAYMENT_STEP = 2;

/** The order's money, one row per part; the total row stands out. */
function TotalsTable({ totals, lang }: { totals: Totals; lang: string }) {
  const { t } = useTranslation();
  const rows: [string, number][] = [
    ['subtotal', totals.subtotal],
    ['discount', -totals.discount],
    ['shipping', totals.shipping],
    ['tax', totals.tax],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, m: 0 }}
      data-testid="checkout-totals"
    >
      {rows.map(([key, minor]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {t(`${NS}.${key}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
            {key === 'shipping' && minor === 0 ? t(`${NS}.free`) : formatMinor(minor, CHECKOUT_CURRENCY, lang)}
          </Typography>
        </Box>
      ))}
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {t(`${NS}.total`)}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end' }} data-testid="checkout-total">
        {formatMinor(totals.total, CHECKOUT_CURRENCY, lang)}
      </Typography>
    </Box>
  );
}

/**
 * A shop's checkout in four steps: cart, address, payment (test mode: nothing is charged, no
 * card leaves the page) and the confirmation with a made-up order number.
 */
export function CheckoutWizard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const steps = useMemo(() => checkoutSteps(new Date()), []);
  const { form, step, show, next, back, goTo, headingRef } = useStepForm<CheckoutValues>(steps, CHECKOUT_DEFAULTS);
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const [couponError, setCouponError] = useState<string | null>(null);
  const [orderNumber, setOrderNumber] = useState<string | null>(null);
  const [lines, appliedCoupon, speed, address, method] = useWatch({
    control,
    name: ['lines', 'appliedCoupon', 'speed', 'address', 'method'],
  });
  const totals = cartTotals(lines, appliedCoupon, speed);
  const money = (minor: number) => formatMinor(minor, CHECKOUT_CURRENCY, lang);

  const text = (name: keyof CheckoutValues) => textFieldProps(form, t, name);

  const setLines = (next: CheckoutValues['lines']) =>
    setValue('lines', next, { shouldValidate: Boolean(errors.lines) });
  const applyCoupon = () => {
    const code = form.getValues('coupon');
    if (!isKnownCoupon(code)) {
      setCouponError(code.trim() === '' ? 'required' : 'coupon');
      return;
    }
    setCouponError(null);
    setValue('appliedCoupon', normalCoupon(code));
  };

  const placeOrder = form.handleSubmit(() => {
    // Test mode: no payment provider is called; the number is made up on the spot.
    setOrderNumber(madeUpOrderNumber());
    show(3);
  });

  const productName = (id: string) => t(`${NS}.product.${id}`);

  const doneContent = orderNumber && (
    <Stack sx={{ gap: 3 }}>
      <Alert severity="success" role="status">
        {t(`${NS}.thanks`, { number: orderNumber })}
      </Alert>
      <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {t(`${NS}.orderNumber`)}: <span data-testid="order-number">{orderNumber}</span>
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 3 }}>
        {lines.map((l) => (
          <li key={l.id}>
            <Typography variant="body2">
              {t(`${NS}.lineSummary`, { count: l.quantity, name: productName(l.id) })}
            </Typography>
          </li>
        ))}
      </Box>
      <Typography variant="body2">
        {t(`${NS}.deliverTo`)}:{' '}
        {address === 'new'
          ? [form.getValues('fullName'), form.getValues('street'), form.getValues('city')].join(', ')
          : t(`${NS}.saved.${address}`)}{' '}
        · {t(`${NS}.speed.${speed}`)}
      </Typography>
      <Typography variant="body2">
        {t(`${NS}.paidWith`)}:{' '}
        {method === 'card'
          ? t(`${NS}.method.cardEnding`, { last4: form.getValues('cardNumber').replace(/\D/g, '').slice(-4) })
          : t(`${NS}.method.cod`)}
      </Typography>
      <Box sx={{ maxWidth: 420 }}>
        <TotalsTable totals={totals} lang={lang} />
      </Box>
      <Box>
        <Button
          variant="tonal"
          onClick={() => {
            form.reset(CHECKOUT_DEFAULTS);
            setOrderNumber(null);
            show(0);
          }}
        >
          {t(`${NS}.again`)}
        </Button>
      </Box>
    </Stack>
  );

  return (
    <WizardShell
      ns={NS}
      steps={SHELL_STEPS}
      step={step}
      done={orderNumber !== null}
      doneContent={doneContent}
      headingRef={headingRef}
      onStepClick={(i) => void goTo(Math.min(i, PAYMENT_STEP))}
      onBack={back}
      onSubmit={() => (step === PAYMENT_STEP ? void placeOrder() : void next())}
      submitLabel={t(`${NS}.placeOrder`)}
      submitAt={PAYMENT_STEP}
      busy={formState.isSubmitting}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          {step === 0 && (
            <Stack sx={{ gap: 2 }}>
              {lines.length === 0 && (
                <Alert severity={errors.lines ? 'error' : 'info'} role={errors.lines ? 'alert' : undefined}>
                  {t(`${NS}.empty`)}
                </Alert>
              )}
              {lines.map((l) => {
                const product = PRODUCTS.find((p) => p.id === l.id)!;
                const name = productName(l.id);
                return (
                  <Paper key={l.id} variant="outlined" sx={{ p: 2 }} data-testid="cart-line">
                    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' } }}>
                      <Box sx={{ flex: 1 }}>
                        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                        <Typography variant="body2" color="textSecondary">
                          {money(product.priceMinor)}
                        </Typography>
                      </Box>
                      <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                        <IconButton
                          aria-label={t(`${NS}.decrease`, { name })}
                          onClick={() => setLines(changeQuantity(lines, l.id, -1))}
                          disabled={l.quantity <= 1}
                        >
                          <IconMinus size={18} aria-hidden />
                        </IconButton>
                        <Typography sx={{ minWidth: 24, textAlign: 'center' }} data-testid="cart-quantity">
                          {l.quantity}
                        </Typography>
                        <IconButton
                          aria-label={t(`${NS}.increase`, { name })}
                          onClick={() => setLines(changeQuantity(lines, l.id, 1))}
                          disabled={l.quantity >= MAX_QUANTITY}
                        >
                          <IconPlus size={18} aria-hidden />
                        </IconButton>
                        <IconButton
                          color="error"
                          aria-label={t(`${NS}.remove`, { name })}
                          onClick={() => setLines(lines.filter((x) => x.id !== l.id))}
                        >
                          <IconTrash size={18} aria-hidden />
                        </IconButton>
                      </Stack>
                      <Typography sx={{ minWidth: 90, textAlign: 'end' }}>
                        {money(product.priceMinor * l.quantity)}
                      </Typography>
                    </Stack>
                  </Paper>
                );
              })}
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
                <TextField
                  {...register('coupon')}
                  label={t(`${NS}.coupon`)}
                  size="small"
                  error={couponError !== null}
                  helperText={couponError ? fieldErrorText(t, couponError) : t(`${NS}.couponHint`)}
                  onKeyDown={(e) => {
                    // Enter applies the code rather than leaving the step.
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      applyCoupon();
                    }
                  }}
                />
                <Button variant="outlined" onClick={applyCoupon}>
                  {t(`${NS}.apply`)}
                </Button>
              </Stack>
              {appliedCoupon && (
                <Alert severity="success" role="status">
                  {t(`${NS}.couponApplied`, { code: appliedCoupon })}
                </Alert>
              )}
            </Stack>
          )}
          {step === 1 && (
            <Stack sx={{ gap: 3 }}>
              <Controller
                name="address"
                control={control}
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="checkout-address-label">{t(`${NS}.addressChoice`)}</FormLabel>
                    <RadioGroup aria-labelledby="checkout-address-label" {...field}>
                      {SAVED_ADDRESSES.map((a) => (
                        <FormControlLabel key={a} value={a} control={<Radio />} label={t(`${NS}.saved.${a}`)} />
                      ))}
                      <FormControlLabel value="new" control={<Radio />} label={t(`${NS}.newAddress`)} />
                    </RadioGroup>
                  </FormControl>
                )}
              />
              {address === 'new' && (
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField label={t(`${NS}.f.fullName`)} required autoComplete="name" {...text('fullName')} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField label={t(`${NS}.f.phone`)} type="tel" autoComplete="tel" {...text('phone')} />
                  </Grid>
                  <Grid size={12}>
                    <TextField label={t(`${NS}.f.street`)} required autoComplete="street-address" {...text('street')} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField label={t(`${NS}.f.city`)} required autoComplete="address-level2" {...text('city')} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      label={t(`${NS}.f.postcode`)}
                      required
                      autoComplete="postal-code"
                      {...text('postcode')}
                    />
                  </Grid>
                </Grid>
              )}
              <Controller
                name="speed"
                control={control}
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="checkout-speed-label">{t(`${NS}.speedLabel`)}</FormLabel>
                    <RadioGroup aria-labelledby="checkout-speed-label" {...field}>
                      {DELIVERY_SPEEDS.map((d) => (
                        <FormControlLabel
                          key={d.id}
                          value={d.id}
                          control={<Radio />}
                          label={`${t(`${NS}.speed.${d.id}`)} · ${t(`${NS}.days`, { days: d.days })} · ${money(d.priceMinor)}`}
                        />
                      ))}
                    </RadioGroup>
                  </FormControl>
                )}
              />
            </Stack>
          )}
          {step === 2 && (
            <Stack sx={{ gap: 3 }}>
              <Alert severity="info">{t(`${NS}.testMode`)}</Alert>
              <Controller
                name="method"
                control={control}
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="checkout-method-label">{t(`${NS}.methodLabel`)}</FormLabel>
                    <RadioGroup row aria-labelledby="checkout-method-label" {...field}>
                      <FormControlLabel value="card" control={<Radio />} label={t(`${NS}.method.card`)} />
                      <FormControlLabel value="cod" control={<Radio />} label={t(`${NS}.method.cod`)} />
                    </RadioGroup>
                  </FormControl>
                )}
              />
              {method === 'card' ? (
                <Grid container spacing={2}>
                  <Grid size={12}>
                    <TextField
                      label={t(`${NS}.f.cardNumber`)}
                      required
                      autoComplete="cc-number"
                      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                      {...text('cardNumber')}
                    />
                  </Grid>
                  <Grid size={12}>
                    <TextField label={t(`${NS}.f.cardName`)} required autoComplete="cc-name" {...text('cardName')} />
                  </Grid>
                  <Grid size={{ xs: 6 }}>
                    <TextField
                      label={t(`${NS}.f.expiry`)}
                      required
                      placeholder="MM/YY"
                      autoComplete="cc-exp"
                      slotProps={{ htmlInput: { dir: 'ltr' } }}
                      {...text('expiry')}
                    />
                  </Grid>
                  <Grid size={{ xs: 6 }}>
                    <TextField
                      label={t(`${NS}.f.cvc`)}
                      required
                      autoComplete="cc-csc"
                      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                      {...text('cvc')}
                    />
                  </Grid>
                </Grid>
              ) : (
                <Typography variant="body2">{t(`${NS}.codNote`)}</Typography>
              )}
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="checkout-summary-title">
            <Typography id="checkout-summary-title" variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
              {t(`${NS}.summary`)}
            </Typography>
            <TotalsTable totals={totals} lang={lang} />
            <Divider sx={{ my: 1.5 }} />
            <Typography variant="caption" color="textSecondary">
              {t(`${NS}.freeFrom`, { amount: money(FREE_STANDARD_FROM) })}
            </Typography>
          </Paper>
        </Grid>
      </Grid>
    </WizardShell>
  );
}
