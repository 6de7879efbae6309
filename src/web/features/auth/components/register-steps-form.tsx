import { useFormUntilHydrated } from '@web/lib/use-hydrated';
import { languageOf, type LangCode } from '@common/i18n/languages';
import { emailField, languageField, nameField, passwordEqualsEmail, passwordField } from '@common/schemas/fields';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { NativeSelectInput } from '@web/components/native-select-input';
import { TextInput } from '@web/components/text-input';
import Typography from '@mui/material/Typography';
import { ApiError } from '@web/lib/api-client';
import { useSite } from '@web/lib/site-context';
import { FormError } from '@web/components/form-error';
import { PasswordField } from '@web/components/password-field';
import { useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { errorText } from '@web/lib/error-text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useRegister } from '../api/register';
import { useAuthFlow } from '../flow/auth-flow-context';
import { withAuthFlow } from '../flow/auth-flow-provider';

const stepsSchema = z.object({
  email: emailField,
  password: passwordField,
  confirmPassword: z.string(),
  name: nameField,
  language: languageField,
});
type StepsInput = z.infer<typeof stepsSchema>;

/** Which fields each step shows, so "Next" checks only those and a server error opens its step. */
interface StepDef {
  key: 'account' | 'personal' | 'review';
  fields: FieldPath<StepsInput>[];
}
const STEPS: readonly [StepDef, StepDef, StepDef] = [
  { key: 'account', fields: ['email', 'password', 'confirmPassword'] },
  { key: 'personal', fields: ['name', 'language'] },
  { key: 'review', fields: [] },
];
const LAST_STEP = STEPS.length - 1;

/**
 * Sign-up in three steps (account, personal details, review) on the same register API as the
 * one-page form. The password checks that span two fields (repeat matches, not the e-mail) run
 * when leaving the first step.
 */
function RegisterStepsFormBody() {
  const { t, i18n } = useTranslation();
  const { site } = useSite();
  const { search } = useLocation();
  const flow = useAuthFlow();
  const registerAccount = useRegister();
  const [step, setStep] = useState(0);
  const startLanguage = (site.languages as readonly string[]).includes(i18n.language)
    ? (i18n.language as LangCode)
    : site.defaultLang;
  const {
    register,
    trigger,
    getValues,
    setError,
    submit,
    fieldProps,
    formError,
    formState: { errors },
  } = useSchemaForm(stepsSchema, { email: '', password: '', confirmPassword: '', name: '', language: startLanguage });

  const accountStepProblems = (): boolean => {
    const { email, password, confirmPassword } = getValues();
    if (passwordEqualsEmail(password, email)) {
      setError('password', { message: 'passwordIsEmail' });
      return true;
    }
    if (confirmPassword !== password) {
      setError('confirmPassword', { message: 'passwordsDiffer' });
      return true;
    }
    return false;
  };

  const next = async () => {
    const current = STEPS[step];
    if (!current || !(await trigger(current.fields, { shouldFocus: true }))) return;
    if (current.key === 'account' && accountStepProblems()) return;
    setStep((s) => Math.min(s + 1, LAST_STEP));
  };

  const onSubmit = submit(async ({ name, email, password, language }) => {
    try {
      flow.onSignedIn?.(await registerAccount.mutateAsync({ name, email, password, language }));
    } catch (err) {
      // Show the step that holds the first field the server refused (e.g. a taken e-mail).
      const fields = err instanceof ApiError ? Object.keys(err.fields) : [];
      const refused = STEPS.findIndex((s) => s.fields.some((f) => fields.includes(f)));
      if (refused >= 0) setStep(refused);
      throw err;
    }
  });
  const values = getValues();
  const current = STEPS[step] ?? STEPS[0];

  const formLock = useFormUntilHydrated();
  return (
    <Stack
      component="form"
      {...formLock}
      spacing={3}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        // Enter on an early step means "Next", not "create the account".
        if (step < LAST_STEP) void next();
        else void onSubmit(e);
      }}
    >
      <Stepper activeStep={step} alternativeLabel>
        {STEPS.map((s) => (
          <Step key={s.key}>
            <StepLabel
              optional={
                // Captions wrap inside their column so neighbouring steps never run together.
                <Typography variant="caption" component="div" sx={{ textAlign: 'center', px: 0.5, lineHeight: 1.3 }}>
                  {t(`auth.steps.${s.key}.caption`)}
                </Typography>
              }
            >
              {t(`auth.steps.${s.key}.title`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="h6" component="h2">
        {t(`auth.steps.${current.key}.heading`)}
      </Typography>
      <FormError error={formError} />

      {step === 0 && (
        <Stack spacing={2.5}>
          <TextInput
            label={t('auth.field.email')}
            type="email"
            autoComplete="email"
            autoFocus
            {...fieldProps('email')}
          />
          <PasswordField
            label={t('auth.field.password')}
            autoComplete="new-password"
            {...fieldProps('password', t('auth.password.policy'))}
          />
          <PasswordField
            label={t('auth.field.confirmPassword')}
            autoComplete="new-password"
            {...fieldProps('confirmPassword')}
          />
        </Stack>
      )}

      {step === 1 && (
        <Stack spacing={2.5}>
          <TextInput label={t('auth.field.name')} autoComplete="name" autoFocus {...fieldProps('name')} />
          <NativeSelectInput
            label={t('auth.field.language')}
            error={Boolean(errors.language)}
            helperText={errors.language?.message ? errorText(t, errors.language.message) : t('auth.steps.languageHelp')}
            {...register('language')}
          >
            {site.languages.map((code) => (
              <option key={code} value={code} lang={languageOf(code).htmlLang}>
                {languageOf(code).name}
              </option>
            ))}
          </NativeSelectInput>
        </Stack>
      )}

      {step === 2 && (
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          {(
            [
              ['auth.field.name', values.name],
              ['auth.field.email', values.email],
              ['auth.field.language', languageOf(values.language).name],
            ] as const
          ).map(([label, value]) => (
            <Stack key={label} direction="row" spacing={2}>
              <Typography component="dt" color="textSecondary" sx={{ minWidth: 110 }}>
                {t(label)}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, wordBreak: 'break-word' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}

      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={step === 0} onClick={() => setStep((s) => Math.max(0, s - 1))}>
          {t('auth.steps.back')}
        </Button>
        {step < LAST_STEP ? (
          <Button type="submit" variant="contained">
            {t('auth.steps.next')}
          </Button>
        ) : (
          <Button type="submit" variant="contained" loading={registerAccount.isPending}>
            {t('auth.register.submit')}
          </Button>
        )}
      </Stack>
      <Typography sx={{ textAlign: 'center' }}>
        {t('auth.register.haveAccount')}{' '}
        <Link component={RouterLink} to={{ pathname: flow.paths.login, search }}>
          {t('auth.register.signInInstead')}
        </Link>
      </Typography>
    </Stack>
  );
}

/** In a /pages/authentication variant's flow when given `variant` (withAuthFlow). */
export const RegisterStepsForm = withAuthFlow(RegisterStepsFormBody);
