import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DemoDialog } from './demo-dialog';
import { errorText } from './field-error';
import { cardDigits, groupCardNumber } from './luhn';
import { CARD_DEFAULTS, cardSchema, type CardInput } from './schemas';

/** "0527" typed -> "05/27": the slash comes by itself. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * A card form checked as a payment provider's would be (Luhn, expiry not past, CVC) before
 * anything is sent; nothing is charged or stored: the notice says so. Numbers stay left to right
 * in Arabic too.
 */
export function PaymentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => cardSchema(), []);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CardInput>({ resolver: zodResolver(schema), defaultValues: CARD_DEFAULTS });

  useEffect(() => {
    if (open) reset(CARD_DEFAULTS);
  }, [open, reset]);

  const submit = handleSubmit((card) => {
    notify({ message: t('pages.payment.added', { last4: cardDigits(card.number).slice(-4) }), severity: 'success' });
    onClose();
  });

  const ltr = { htmlInput: { dir: 'ltr', inputMode: 'numeric' as const } };

  return (
    <DemoDialog
      open={open}
      onClose={onClose}
      title={t('pages.payment.title')}
      subtitle={t('pages.payment.subtitle')}
      onSubmit={submit}
      actions={
        <>
          <Button type="submit" variant="contained">
            {t('pages.dialogs.submit')}
          </Button>
          <Button variant="tonal" color="secondary" onClick={onClose}>
            {t('pages.dialogs.cancel')}
          </Button>
        </>
      }
    >
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('pages.payment.testMode')}
      </Alert>
      <Grid container spacing={2.5}>
        <Grid size={12}>
          <Controller
            control={control}
            name="number"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(e) => field.onChange(groupCardNumber(e.target.value))}
                label={t('pages.payment.number')}
                required
                fullWidth
                autoComplete="cc-number"
                error={Boolean(fieldState.error)}
                helperText={errorText(t, fieldState.error)}
                slotProps={{ htmlInput: { ...ltr.htmlInput, maxLength: 23 } }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            {...register('name')}
            label={t('pages.payment.name')}
            required
            fullWidth
            autoComplete="cc-name"
            error={Boolean(errors.name)}
            helperText={errorText(t, errors.name)}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <Controller
            control={control}
            name="expiry"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                onChange={(e) => field.onChange(formatExpiry(e.target.value))}
                label={t('pages.payment.expiry')}
                placeholder={t('pages.payment.expiryHint')}
                required
                fullWidth
                autoComplete="cc-exp"
                error={Boolean(fieldState.error)}
                helperText={errorText(t, fieldState.error)}
                slotProps={ltr}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            {...register('cvc')}
            label={t('pages.payment.cvc')}
            required
            fullWidth
            autoComplete="cc-csc"
            error={Boolean(errors.cvc)}
            helperText={errorText(t, errors.cvc)}
            slotProps={{ htmlInput: { ...ltr.htmlInput, maxLength: 4 } }}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="save"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('pages.payment.save')}
              />
            )}
          />
        </Grid>
      </Grid>
    </DemoDialog>
  );
}
