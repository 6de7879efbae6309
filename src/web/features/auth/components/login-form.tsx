import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput } from '@common/schemas/auth';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSignIn } from '../api/sign-in';
import { applyServerErrors } from '../hooks/use-server-errors';
import { FormError } from '@web/components/form-error';
import { GoogleButton } from './google-button';
import { useAuthFlow } from '../flow/auth-flow-context';
import { PasswordField } from '@web/components/password-field';

/**
 * E-mail + password (+ the two-step code once the server asks for it). On success the session is
 * stored and the route guard sends the user on: to ?redirecturl= or their landing page.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const signIn = useSignIn();
  const flow = useAuthFlow();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsCode, setNeedsCode] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await signIn.mutateAsync(needsCode ? values : { email: values.email, password: values.password });
      flow.onSignedIn?.(result);
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> }).fields ?? {};
      if (fields.totpCode === 'auth.error.totpRequired') {
        if (flow.onTwoStepRequired) flow.onTwoStepRequired({ email: values.email, password: values.password });
        else setNeedsCode(true);
        return;
      }
      setFormError(applyServerErrors(err, setError, ['email', 'password', 'totpCode']));
    }
  });

  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  return (
    <Stack component="form" spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormError message={formError} />
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        autoFocus
        error={Boolean(errors.email)}
        helperText={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="current-password"
        error={Boolean(errors.password)}
        helperText={fieldError(errors.password?.message)}
        {...register('password')}
      />
      {needsCode && (
        <TextField
          label={t('auth.login.totpCode')}
          autoComplete="one-time-code"
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          error={Boolean(errors.totpCode)}
          helperText={fieldError(errors.totpCode?.message) ?? t('auth.login.totpHelp')}
          {...register('totpCode')}
        />
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to={flow.paths.forgotPassword}>
          {t('auth.login.forgotPassword')}
        </Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth>
        {t('auth.login.submit')}
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        {t('auth.login.newOnPlatform')}{' '}
        <Link component={RouterLink} to={{ pathname: flow.paths.register, search }}>
          {t('auth.login.createAccount')}
        </Link>
      </Typography>
      <Divider>{t('auth.or')}</Divider>
      <GoogleButton />
    </Stack>
  );
}
