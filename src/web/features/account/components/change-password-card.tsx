import { changePasswordSchema } from '@common/schemas/account';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { FormError } from '@web/components/form-error';
import { PasswordField } from '@web/components/password-field';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { reset, submit, fieldProps, formError } = useSchemaForm(changePasswordSchema, {
    currentPassword: '',
    newPassword: '',
  });

  const onSubmit = submit(async (values) => {
    await change.mutateAsync(values);
    reset();
    notify({ message: t('account.password.changed'), severity: 'success' });
  });

  return (
    <Card>
      <CardHeader title={t('account.password.title')} subheader={t('account.password.subtitle')} />
      <CardContent>
        <Stack component="form" spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate sx={{ maxWidth: 560 }}>
          <FormError error={formError} />
          <PasswordField
            label={t('account.password.current')}
            autoComplete="current-password"
            {...fieldProps('currentPassword')}
          />
          <PasswordField
            label={t('auth.field.newPassword')}
            autoComplete="new-password"
            {...fieldProps('newPassword', t('auth.password.policy'))}
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
