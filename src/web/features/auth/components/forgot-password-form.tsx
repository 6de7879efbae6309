import { useFormUntilHydrated } from '@web/lib/use-hydrated';
import { forgotPasswordSchema } from '@common/schemas/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { TextInput } from '@web/components/text-input';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api/password-reset';
import { BackToLogin } from './back-to-login';
import { FormError } from '@web/components/form-error';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { withAuthFlow } from '../flow/auth-flow-provider';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
function ForgotPasswordFormBody() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const { submit, fieldProps, formError } = useSchemaForm(forgotPasswordSchema, { email: '' });
  const onSubmit = submit(async (values) => {
    await request.mutateAsync(values);
  });

  const formLock = useFormUntilHydrated();
  return (
    <Stack component="form" {...formLock} spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormError error={formError} />
      {request.isSuccess && (
        <Alert severity="success" role="status">
          {t('auth.forgot.sent')}
        </Alert>
      )}
      <TextInput label={t('auth.field.email')} type="email" autoComplete="email" autoFocus {...fieldProps('email')} />
      <Button type="submit" variant="contained" size="large" loading={request.isPending} fullWidth>
        {t('auth.forgot.submit')}
      </Button>
      <BackToLogin />
    </Stack>
  );
}

/** In a /pages/authentication variant's flow when given `variant` (withAuthFlow). */
export const ForgotPasswordForm = withAuthFlow(ForgotPasswordFormBody);
