import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@common/schemas/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useResetPassword } from '../api/password-reset';
import { applyServerErrors } from '../hooks/use-server-errors';
import { BackToLogin } from './back-to-login';
import { useAuthFlow } from '../flow/auth-flow-context';
import { FormError } from '@web/components/form-error';
import { PasswordField } from '@web/components/password-field';

/** The page the reset mail links to: the token comes from the link, the new password from the user. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const { paths } = useAuthFlow();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync(values);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['password']));
    }
  });

  if (reset.isSuccess) {
    return (
      <Stack spacing={2.5}>
        <Alert severity="success" role="status">
          {t('auth.reset.done')}
        </Alert>
        <Button component={RouterLink} to={paths.login} variant="contained" size="large" fullWidth>
          {t('auth.login.submit')}
        </Button>
      </Stack>
    );
  }

  const tokenError = errors.token?.message;
  return (
    <Stack component="form" spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormError message={formError ?? tokenError} />
      <input type="hidden" {...register('token')} />
      <PasswordField
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        autoFocus
        error={Boolean(errors.password)}
        helperText={errors.password?.message ? t(errors.password.message) : t('auth.password.policy')}
        {...register('password')}
      />
      <Button type="submit" variant="contained" size="large" loading={reset.isPending} fullWidth>
        {t('auth.reset.submit')}
      </Button>
      <BackToLogin />
    </Stack>
  );
}
