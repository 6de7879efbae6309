import { useFormUntilHydrated } from '@web/lib/use-hydrated';
import { loginSchema } from '@common/schemas/auth';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { TextInput } from '@web/components/text-input';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSignIn } from '../api/sign-in';
import { FormError } from '@web/components/form-error';
import { GoogleButton } from './google-button';
import { useAuthFlow } from '../flow/auth-flow-context';
import { PasswordField } from '@web/components/password-field';
import { ApiError } from '@web/lib/api-client';
import { useSchemaFormLite } from '@web/lib/use-schema-form-lite';
import { withAuthFlow } from '../flow/auth-flow-provider';

/**
 * E-mail + password (+ the two-step code once the server asks for it). On success the session is
 * stored and the route guard sends the user on: to ?redirecturl= or their landing page.
 */
function LoginFormBody() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const signIn = useSignIn();
  const flow = useAuthFlow();
  const [needsCode, setNeedsCode] = useState(false);
  // Not useSchemaForm: /login is an island page with a first-load budget (use-schema-form-lite.ts).
  const { submit, fieldProps, formError } = useSchemaFormLite(loginSchema, {
    email: '',
    password: '',
    totpCode: undefined,
  });

  const onSubmit = submit(async (values) => {
    try {
      const result = await signIn.mutateAsync(needsCode ? values : { email: values.email, password: values.password });
      flow.onSignedIn?.(result);
    } catch (err) {
      // The account has two-step sign-in: ask for the code (here, or on the variant's own page).
      if (!(err instanceof ApiError) || err.fieldCodes.totpCode !== 'totpRequired') throw err;
      if (flow.onTwoStepRequired) flow.onTwoStepRequired({ email: values.email, password: values.password });
      else setNeedsCode(true);
    }
  });

  const formLock = useFormUntilHydrated();
  return (
    <Stack component="form" {...formLock} spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormError error={formError} />
      <TextInput label={t('auth.field.email')} type="email" autoComplete="email" autoFocus {...fieldProps('email')} />
      <PasswordField label={t('auth.field.password')} autoComplete="current-password" {...fieldProps('password')} />
      {needsCode && (
        <TextInput
          label={t('auth.login.totpCode')}
          autoComplete="one-time-code"
          autoFocus
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
          {...fieldProps('totpCode', t('auth.login.totpHelp'))}
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
      <GoogleButton />
    </Stack>
  );
}

/** In a /pages/authentication variant's flow when given `variant` (withAuthFlow). */
export const LoginForm = withAuthFlow(LoginFormBody);
