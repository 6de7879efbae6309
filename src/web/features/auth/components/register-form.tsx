import { zodResolver } from '@hookform/resolvers/zod';
import { isLangCode } from '@common/i18n/languages';
import { registerSchema, type RegisterInput } from '@common/schemas/auth';
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
import { useRegister } from '../api/register';
import { applyServerErrors } from '../hooks/use-server-errors';
import { FormError } from '@web/components/form-error';
import { GoogleButton } from './google-button';
import { useAuthFlow } from '../flow/auth-flow-context';
import { PasswordField } from '@web/components/password-field';

/** Name, e-mail, password; the same schema as the server, so most mistakes show before sending. */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const registerAccount = useRegister();
  const flow = useAuthFlow();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { name: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const language = isLangCode(i18n.language) ? i18n.language : undefined;
    try {
      const result = await registerAccount.mutateAsync({ ...values, ...(language ? { language } : {}) });
      flow.onSignedIn?.(result);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['name', 'email', 'password']));
    }
  });

  const fieldError = (message: string | undefined) => (message ? t(message) : undefined);

  return (
    <Stack component="form" spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormError message={formError} />
      <TextField
        label={t('auth.field.name')}
        autoComplete="name"
        autoFocus
        error={Boolean(errors.name)}
        helperText={fieldError(errors.name?.message)}
        {...register('name')}
      />
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        error={Boolean(errors.email)}
        helperText={fieldError(errors.email?.message)}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="new-password"
        error={Boolean(errors.password)}
        helperText={fieldError(errors.password?.message) ?? t('auth.password.policy')}
        {...register('password')}
      />
      <Button type="submit" variant="contained" size="large" loading={registerAccount.isPending} fullWidth>
        {t('auth.register.submit')}
      </Button>
      <Typography sx={{ textAlign: 'center' }}>
        {t('auth.register.haveAccount')}{' '}
        <Link component={RouterLink} to={{ pathname: flow.paths.login, search }}>
          {t('auth.register.signInInstead')}
        </Link>
      </Typography>
      <Divider>{t('auth.or')}</Divider>
      <GoogleButton />
    </Stack>
  );
}
