import { useFormUntilHydrated, useHydrated } from '@web/lib/use-hydrated';
import { loginSchema } from '@common/schemas/auth';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { TextInput } from '@web/components/text-input';
import Typography from '@mui/material/Typography';
import { FormError } from '@web/components/form-error';
import { PasswordField } from '@web/components/password-field';
import { ApiError } from '@web/lib/api-client';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { errorText } from '@web/lib/error-text';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../api/sign-in';
import { useAuthFlow } from '../flow/auth-flow-context';
import { takePendingSignIn, type PendingSignIn } from '../flow/pending-sign-in';
import { BackToLogin } from './back-to-login';
import { OtpInput } from './otp-input';
import { withAuthFlow } from '../flow/auth-flow-provider';

const CODE_LENGTH = 6;
/** The code as the form keeps it: one character per box, a space for an empty one. */
const BLANK_CODE = ' '.repeat(CODE_LENGTH);
const toDigits = (code: string) => Array.from({ length: CODE_LENGTH }, (_, i) => (code[i] ?? ' ').trim());
const fromDigits = (digits: string[]) => digits.map((d) => d || ' ').join('');

/**
 * The second step of a two-step sign-in: the code from the authenticator app, sent with the
 * e-mail and password the login page handed over. Opened directly (or after a reload, which
 * forgets the password), it asks for all three.
 */
function TwoStepsFormBody() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const signIn = useSignIn();
  // Taken as the form starts in the browser, but shown only once hydrated: the server's HTML,
  // which hydration must match, cannot know it.
  const [pending] = useState<PendingSignIn | null>(() => (typeof window === 'undefined' ? null : takePendingSignIn()));
  const handedOver = useHydrated() ? pending : null;
  const { control, setValue, submit, fieldProps, formError } = useSchemaForm(loginSchema, {
    email: '',
    password: '',
    totpCode: BLANK_CODE,
  });
  useEffect(() => {
    if (!pending) return;
    setValue('email', pending.email);
    setValue('password', pending.password);
  }, [pending, setValue]);
  const labelId = useId();
  const helpId = useId();

  const onSubmit = submit(async (values) => {
    try {
      flow.onSignedIn?.(await signIn.mutateAsync(values));
    } catch (err) {
      // A wrong code is retyped from scratch, so clear the boxes (the error shows under them).
      if (err instanceof ApiError && err.fields.totpCode) setValue('totpCode', BLANK_CODE);
      throw err;
    }
  });

  const formLock = useFormUntilHydrated();
  return (
    <Stack component="form" {...formLock} spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormError error={formError} />
      {handedOver ? (
        <Typography color="textSecondary">{t('auth.twoSteps.signingInAs', { email: handedOver.email })}</Typography>
      ) : (
        <>
          <TextInput
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            autoFocus
            {...fieldProps('email')}
          />
          <PasswordField label={t('auth.field.password')} autoComplete="current-password" {...fieldProps('password')} />
        </>
      )}
      <Controller
        control={control}
        name="totpCode"
        render={({ field, fieldState }) => (
          <Stack spacing={1}>
            <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
              {t('auth.twoSteps.codeLabel')}
            </Typography>
            <OtpInput
              // Mounted anew once handed over, so the first box takes the focus then.
              key={handedOver ? 'handed-over' : 'asked'}
              digits={toDigits(field.value ?? BLANK_CODE)}
              onChange={(digits) => field.onChange(fromDigits(digits))}
              error={Boolean(fieldState.error)}
              disabled={signIn.isPending}
              autoFocus={Boolean(handedOver)}
              labelledBy={labelId}
              describedBy={helpId}
            />
            <FormHelperText id={helpId} error={Boolean(fieldState.error)}>
              {fieldState.error?.message ? errorText(t, fieldState.error.message) : t('auth.login.totpHelp')}
            </FormHelperText>
          </Stack>
        )}
      />
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth>
        {t('auth.twoSteps.submit')}
      </Button>
      <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
        {t('auth.twoSteps.setupHint')}
      </Typography>
      <BackToLogin />
    </Stack>
  );
}

/** In a /pages/authentication variant's flow when given `variant` (withAuthFlow). */
export const TwoStepsForm = withAuthFlow(TwoStepsFormBody);
