import { loginSchema } from '@common/schemas/auth';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { TextInput } from '@web/components/text-input';
import Typography from '@mui/material/Typography';
import { FormError } from '@web/components/form-error';
import { PasswordField } from '@web/components/password-field';
import { ApiError } from '@web/lib/api-client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../api/sign-in';
import { useAuthFlow } from '../flow/auth-flow-context';
import { takePendingSignIn, type PendingSignIn } from '../flow/pending-sign-in';
import { BackToLogin } from './back-to-login';
import { OtpInput } from './otp-input';

const CODE_LENGTH = 6;
const emptyCode = () => Array<string>(CODE_LENGTH).fill('');

type Field = 'email' | 'password' | 'totpCode';

/**
 * The second step of a two-step sign-in: the code from the authenticator app, sent with the
 * e-mail and password the login page handed over. Opened directly (or after a reload, which
 * forgets the password), it asks for all three.
 */
export function TwoStepsForm() {
  const { t } = useTranslation();
  const flow = useAuthFlow();
  const signIn = useSignIn();
  const [handedOver] = useState<PendingSignIn | null>(() => takePendingSignIn());
  const [email, setEmail] = useState(handedOver?.email ?? '');
  const [password, setPassword] = useState(handedOver?.password ?? '');
  const [digits, setDigits] = useState(emptyCode);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const labelId = useId();
  const helpId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = loginSchema.safeParse({ email, password, totpCode: digits.join('') });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      flow.onSignedIn?.(await signIn.mutateAsync(parsed.data));
    } catch (err) {
      const fields = err instanceof ApiError ? (err.fields as Partial<Record<Field, string>>) : {};
      if (fields.totpCode) {
        // A wrong code is retyped from scratch, so clear the boxes.
        setDigits(emptyCode());
        setErrors({ totpCode: fields.totpCode });
      } else if (Object.keys(fields).length > 0) {
        setErrors(fields);
      } else {
        setFormError(err instanceof ApiError ? err.message : 'auth.error.unknown');
      }
    }
  };

  const codeError = errors.totpCode;
  return (
    <Stack component="form" spacing={2.5} onSubmit={(e) => void onSubmit(e)} noValidate>
      <FormError message={formError} />
      {handedOver ? (
        <Typography color="text.secondary">{t('auth.twoSteps.signingInAs', { email: handedOver.email })}</Typography>
      ) : (
        <>
          <TextInput
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            autoFocus
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ? t(errors.email) : undefined}
          />
          <PasswordField
            label={t('auth.field.password')}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(errors.password)}
            helperText={errors.password ? t(errors.password) : undefined}
          />
        </>
      )}
      <Stack spacing={1}>
        <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
          {t('auth.twoSteps.codeLabel')}
        </Typography>
        <OtpInput
          digits={digits}
          onChange={setDigits}
          error={Boolean(codeError)}
          disabled={signIn.isPending}
          autoFocus={Boolean(handedOver)}
          labelledBy={labelId}
          describedBy={helpId}
        />
        <FormHelperText id={helpId} error={Boolean(codeError)}>
          {codeError ? t(codeError) : t('auth.login.totpHelp')}
        </FormHelperText>
      </Stack>
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth>
        {t('auth.twoSteps.submit')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('auth.twoSteps.setupHint')}
      </Typography>
      <BackToLogin />
    </Stack>
  );
}
