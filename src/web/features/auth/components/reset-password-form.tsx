import { useFormUntilHydrated } from '@web/lib/use-hydrated';
import { resetPasswordSchema } from '@common/schemas/auth';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useResetPassword } from '../api/password-reset';
import { BackToLogin } from './back-to-login';
import { useAuthFlow } from '../flow/auth-flow-context';
import { FormError } from '@web/components/form-error';
import { PasswordField } from '@web/components/password-field';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { withAuthFlow } from '../flow/auth-flow-provider';

/** The page the reset mail links to: the token comes from the link, the new password from the user. */
function ResetPasswordFormBody({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const { paths } = useAuthFlow();
  const {
    submit,
    fieldProps,
    register,
    formError,
    formState: { errors },
  } = useSchemaForm(resetPasswordSchema, { token, password: '' });

  const onSubmit = submit(async (values) => {
    await reset.mutateAsync(values);
  });
  const formLock = useFormUntilHydrated();

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
    <Stack component="form" {...formLock} spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormError error={formError ?? tokenError} />
      <input type="hidden" {...register('token')} />
      <PasswordField
        label={t('auth.field.newPassword')}
        autoComplete="new-password"
        autoFocus
        {...fieldProps('password', t('auth.password.policy'))}
      />
      <Button type="submit" variant="contained" size="large" loading={reset.isPending} fullWidth>
        {t('auth.reset.submit')}
      </Button>
      <BackToLogin />
    </Stack>
  );
}

/** In a /pages/authentication variant's flow when given `variant` (withAuthFlow). */
export const ResetPasswordForm = withAuthFlow(ResetPasswordFormBody);
