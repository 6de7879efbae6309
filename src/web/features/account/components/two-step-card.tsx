import { totpCodeField } from '@common/schemas/fields';
import type { PublicUser } from '@common/schemas/account';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormError } from '@web/components/form-error';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisableTwoStep, useEnableTwoStep, useStartTwoStep } from '../api/two-step';

/** Two-step sign-in: scan the QR code, confirm with a code; turning it off also needs a code. */
export function TwoStepCard({ user }: { user: PublicUser }) {
  const { t } = useTranslation();
  const start = useStartTwoStep();
  const enable = useEnableTwoStep();
  const disable = useDisableTwoStep();
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null); // an error code or a failed request, for <FormError>
  const [turningOff, setTurningOff] = useState(false);

  const submit = async (e: FormEvent, action: (code: string) => Promise<unknown>, done: string) => {
    e.preventDefault();
    setError(null);
    const parsed = totpCodeField.safeParse(code);
    if (!parsed.success) return setError('totpInvalid');
    try {
      await action(parsed.data);
      setCode('');
      setTurningOff(false);
      start.reset();
      notify({ message: t(done), severity: 'success' });
    } catch (err) {
      setError(err);
    }
  };

  const codeField = (
    <TextField
      label={t('auth.login.totpCode')}
      value={code}
      onChange={(e) => setCode(e.target.value)}
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      helperText={t('auth.login.totpHelp')}
      sx={{ maxWidth: 260 }}
    />
  );

  return (
    <Card>
      <CardHeader
        title={t('account.twoStep.title')}
        subheader={t('account.twoStep.subtitle')}
        action={
          <Chip
            color={user.totpEnabled ? 'success' : 'default'}
            label={t(user.totpEnabled ? 'account.twoStep.on' : 'account.twoStep.off')}
          />
        }
      />
      <CardContent>
        <Stack spacing={2}>
          <FormError error={error} />
          {user.totpEnabled && !turningOff && (
            <div>
              <Button variant="outlined" color="error" onClick={() => setTurningOff(true)}>
                {t('account.twoStep.disable')}
              </Button>
            </div>
          )}
          {user.totpEnabled && turningOff && (
            <Stack
              component="form"
              spacing={2}
              onSubmit={(e) => void submit(e, disable.mutateAsync, 'account.twoStep.disabled')}
            >
              <Typography>{t('account.twoStep.disableHelp')}</Typography>
              {codeField}
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" color="error" loading={disable.isPending}>
                  {t('account.twoStep.disable')}
                </Button>
                <Button onClick={() => setTurningOff(false)}>{t('common.cancel')}</Button>
              </Stack>
            </Stack>
          )}
          {!user.totpEnabled && !start.data && (
            <div>
              <Button
                variant="contained"
                loading={start.isPending}
                onClick={() => {
                  setError(null);
                  start.mutate(undefined, { onError: (err) => setError(err) });
                }}
              >
                {t('account.twoStep.enable')}
              </Button>
            </div>
          )}
          {!user.totpEnabled && start.data && (
            <Stack
              component="form"
              spacing={2}
              onSubmit={(e) => void submit(e, enable.mutateAsync, 'account.twoStep.enabled')}
            >
              <Alert severity="info">{t('account.twoStep.scan')}</Alert>
              <Box
                component="img"
                src={start.data.qrDataUrl}
                alt={t('account.twoStep.qrAlt')}
                sx={{ width: 180, height: 180, border: 1, borderColor: 'divider', borderRadius: 1 }}
              />
              <Typography variant="body2">
                {t('account.twoStep.manual')}{' '}
                <Box
                  component="code"
                  data-testid="totp-secret"
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                >
                  {start.data.secret}
                </Box>
              </Typography>
              {codeField}
              <Stack direction="row" spacing={2}>
                <Button type="submit" variant="contained" loading={enable.isPending}>
                  {t('account.twoStep.confirm')}
                </Button>
                <Button onClick={() => start.reset()}>{t('common.cancel')}</Button>
              </Stack>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
