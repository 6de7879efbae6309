import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@common/schemas/account';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { FormError } from '@web/components/form-error';
import { PasswordField } from '@web/components/password-field';
import { notify } from '@web/components/snackbar/snackbar-service';
import { applyServerErrors } from '@web/lib/form-errors';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await change.mutateAsync(values);
      reset();
      notify({ message: t('account.password.changed'), severity: 'success' });
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['currentPassword', 'newPassword']));
    }
  });
  const fieldError = (m: string | undefined) => (m ? t(m) : undefined);

  return (
    <Card>
      <CardHeader title={t('account.password.title')} subheader={t('account.password.subtitle')} />
      <CardContent>
        <Stack component="form" spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate sx={{ maxWidth: 560 }}>
          <FormError message={formError} />
          <PasswordField
            label={t('account.password.current')}
            autoComplete="current-password"
            error={Boolean(errors.currentPassword)}
            helperText={fieldError(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
          <PasswordField
            label={t('auth.field.newPassword')}
            autoComplete="new-password"
            error={Boolean(errors.newPassword)}
            helperText={fieldError(errors.newPassword?.message) ?? t('auth.password.policy')}
            {...register('newPassword')}
          />
          <div>
            <Button type="submit" variant="contained" loading={change.isPending}>
              {t('account.password.submit')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
