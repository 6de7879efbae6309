import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, type ForgotPasswordInput } from '@common/schemas/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api/password-reset';
import { applyServerErrors } from '../hooks/use-server-errors';
import { BackToLogin } from './back-to-login';
import { FormError } from '@web/components/form-error';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['email']));
    }
  });

  return (
    <Stack component="form" spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormError message={formError} />
      {request.isSuccess && (
        <Alert severity="success" role="status">
          {t('auth.forgot.sent')}
        </Alert>
      )}
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        autoFocus
        error={Boolean(errors.email)}
        helperText={errors.email?.message ? t(errors.email.message) : undefined}
        {...register('email')}
      />
      <Button type="submit" variant="contained" size="large" loading={request.isPending} fullWidth>
        {t('auth.forgot.submit')}
      </Button>
      <BackToLogin />
    </Stack>
  );
}
