import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconDeviceMobileMessage, IconShieldLock } from '@tabler/icons-react';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { DemoDialog } from './demo-dialog';
import { errorText } from './field-error';
import { TWO_FACTOR_METHODS, twoFactorCodeSchema, twoFactorPhoneSchema } from './schemas';

type Method = (typeof TWO_FACTOR_METHODS)[number];
/** The made-up secret an authenticator app would read from the QR code. */
const DEMO_SECRET = 'JBSW Y3DP EHPK 3PXP';

const appSchema = twoFactorCodeSchema;
const smsSchema = z.object({ ...twoFactorCodeSchema.shape, ...twoFactorPhoneSchema.shape });
interface VerifyInput {
  code: string;
  phone: string;
}

/** Step one: authenticator app or text message; step two: that method's setup and its 6-digit code. */
export function TwoFactorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const legendId = useId();
  const [method, setMethod] = useState<Method>('app');
  const [step, setStep] = useState<'choose' | 'verify'>('choose');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<VerifyInput>({
    resolver: (values, context, options) =>
      zodResolver(method === 'sms' ? smsSchema : appSchema)(values, context, options as never) as never,
    defaultValues: { code: '', phone: '' },
  });

  // Closed (whatever the way), the dialog starts again from the choice next time.
  const restart = () => {
    setStep('choose');
    setMethod('app');
    reset({ code: '', phone: '' });
  };

  const verify = handleSubmit(() => {
    notify({ message: t(`pages.twoFactor.enabled.${method}`), severity: 'success' });
    onClose();
  });

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    if (step === 'choose') {
      e.preventDefault();
      setStep('verify');
      return;
    }
    void verify(e);
  };

  return (
    <DemoDialog
      open={open}
      onClose={onClose}
      onExited={restart}
      title={t('pages.twoFactor.title')}
      subtitle={t(step === 'choose' ? 'pages.twoFactor.subtitle' : `pages.twoFactor.verify.${method}`)}
      onSubmit={onSubmit}
      actions={
        <>
          {step === 'verify' && (
            <Button variant="tonal" color="secondary" onClick={() => setStep('choose')}>
              {t('pages.dialogs.back')}
            </Button>
          )}
          <Button type="submit" variant="contained">
            {t(step === 'choose' ? 'pages.dialogs.next' : 'pages.twoFactor.enable')}
          </Button>
        </>
      }
    >
      {step === 'choose' ? (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" id={legendId} sx={{ fontWeight: 600, mb: 1.5 }}>
            {t('pages.twoFactor.choose')}
          </Typography>
          <RadioGroup aria-labelledby={legendId} value={method} onChange={(e) => setMethod(e.target.value as Method)}>
            {TWO_FACTOR_METHODS.map((m) => (
              <FormControlLabel
                key={m}
                value={m}
                control={<Radio />}
                sx={{
                  alignItems: 'flex-start',
                  border: 1,
                  borderColor: method === m ? 'primary.main' : 'divider',
                  borderRadius: 1,
                  m: 0,
                  mb: 1.5,
                  p: 1.5,
                  '& .MuiRadio-root': { mt: -0.75 },
                }}
                label={
                  <Stack direction="row" spacing={1.5}>
                    {m === 'app' ? (
                      <IconShieldLock size={28} aria-hidden />
                    ) : (
                      <IconDeviceMobileMessage size={28} aria-hidden />
                    )}
                    <Box>
                      <Typography sx={{ fontWeight: 600 }}>{t(`pages.twoFactor.method.${m}`)}</Typography>
                      <Typography variant="body2" color="textSecondary">
                        {t(`pages.twoFactor.method.${m}Desc`)}
                      </Typography>
                    </Box>
                  </Stack>
                }
              />
            ))}
          </RadioGroup>
        </Box>
      ) : (
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {method === 'app' ? (
            <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover', textAlign: 'center' }}>
              <Typography variant="body2" color="textSecondary">
                {t('pages.twoFactor.secret')}
              </Typography>
              <Typography
                dir="ltr"
                sx={{ fontFamily: 'monospace', fontSize: '1.125rem', fontWeight: 600, letterSpacing: 1 }}
              >
                {DEMO_SECRET}
              </Typography>
            </Box>
          ) : (
            <TextField
              {...register('phone')}
              label={t('pages.twoFactor.phone')}
              type="tel"
              autoComplete="tel"
              required
              fullWidth
              error={Boolean(errors.phone)}
              helperText={errorText(t, errors.phone)}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
          )}
          <TextField
            {...register('code')}
            label={t('pages.twoFactor.code')}
            autoComplete="one-time-code"
            required
            fullWidth
            autoFocus={method === 'app'}
            error={Boolean(errors.code)}
            helperText={errorText(t, errors.code) ?? t('pages.twoFactor.codeHint')}
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 6 } }}
          />
        </Stack>
      )}
    </DemoDialog>
  );
}
