import { useFormUntilHydrated } from '@web/lib/use-hydrated';
import { isLangCode } from '@common/i18n/languages';
import { registerSchema } from '@common/schemas/auth';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '@web/components/text-input';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useRegister } from '../api/register';
import { FormError } from '@web/components/form-error';
import { GoogleButton } from './google-button';
import { useAuthFlow } from '../flow/auth-flow-context';
import { PasswordField } from '@web/components/password-field';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { withAuthFlow } from '../flow/auth-flow-provider';

/** Name, e-mail, password; the same schema as the server, so most mistakes show before sending. */
function RegisterFormBody() {
  const { t, i18n } = useTranslation();
  const { search } = useLocation();
  const registerAccount = useRegister();
  const flow = useAuthFlow();
  const { submit, fieldProps, formError } = useSchemaForm(registerSchema, { name: '', email: '', password: '' });

  const onSubmit = submit(async (values) => {
    const language = isLangCode(i18n.language) ? i18n.language : undefined;
    const result = await registerAccount.mutateAsync({ ...values, ...(language ? { language } : {}) });
    flow.onSignedIn?.(result);
  });

  const formLock = useFormUntilHydrated();
  return (
    <Stack component="form" {...formLock} spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormError error={formError} />
      <TextInput label={t('auth.field.name')} autoComplete="name" autoFocus {...fieldProps('name')} />
      <TextInput label={t('auth.field.email')} type="email" autoComplete="email" {...fieldProps('email')} />
      <PasswordField
        label={t('auth.field.password')}
        autoComplete="new-password"
        {...fieldProps('password', t('auth.password.policy'))}
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
      <GoogleButton />
    </Stack>
  );
}

/** In a /pages/authentication variant's flow when given `variant` (withAuthFlow). */
export const RegisterForm = withAuthFlow(RegisterFormBody);
