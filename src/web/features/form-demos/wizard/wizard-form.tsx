import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reachableStep, stepErrors, WIZARD_DEFAULTS, WIZARD_LANGUAGES, WIZARD_STEPS, type WizardValues } from './steps';
import { WizardStepIcon } from './wizard-step-icon';

/** Arrows point the way of reading: mirrored when the page is right-to-left. */
const FLIP_IN_RTL = { '[dir="rtl"] & svg': { transform: 'scaleX(-1)' } } as const;

export type WizardVariant = 'numbered' | 'icons';

/**
 * A sign-up wizard in four steps. The resolver checks only the step on screen (steps.ts), so
 * "Next" stays on a step until its fields are right; a step header opens an earlier step, or a
 * later one only when every step before it is valid.
 */
export function WizardForm({ variant }: { variant: WizardVariant }) {
  const { t } = useTranslation();
  const confirmErrorId = useId();
  const vertical = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [step, setStep] = useState(0);
  const [done, setDone] = useState(false);
  // The resolver reads the step through this ref: it must see a step change before React re-renders.
  const stepRef = useRef(0);
  const show = (n: number) => {
    stepRef.current = n;
    setStep(n);
  };

  const resolver: Resolver<WizardValues> = (values) => {
    const errors = stepErrors(stepRef.current, values);
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    const fieldErrors: FieldErrors<WizardValues> = {};
    for (const [field, message] of Object.entries(errors))
      fieldErrors[field as keyof WizardValues] = { type: 'validation', message };
    return { values: {}, errors: fieldErrors };
  };
  const {
    register,
    control,
    trigger,
    getValues,
    reset,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<WizardValues>({ resolver, defaultValues: WIZARD_DEFAULTS, mode: 'onTouched' });

  const last = WIZARD_STEPS.length - 1;
  const text = (name: keyof WizardValues, hint?: string) => {
    const key = errors[name]?.message;
    return {
      ...register(name),
      fullWidth: true,
      error: Boolean(key),
      helperText: key ? t(`forms.err.${key}`) : hint,
    };
  };

  const goTo = async (wanted: number) => {
    const target = reachableStep(step, wanted, getValues());
    if (target === step) {
      await trigger();
      return;
    }
    show(target);
    // Landing on an invalid step between here and the wanted one: say what is wrong there.
    if (target < wanted) await trigger();
  };
  const next = async () => {
    if (await trigger()) show(Math.min(step + 1, last));
  };
  const finish = handleSubmit(async () => {
    // No server stores these: the demo ends at its "done" screen.
    await new Promise((resolve) => setTimeout(resolve, 300));
    setDone(true);
  });
  const restart = () => {
    reset(WIZARD_DEFAULTS);
    show(0);
    setDone(false);
  };

  const values = getValues();
  const stepTitle = (key: string) => t(`forms.wizard.step.${key}`);

  return (
    <Card>
      <CardContent>
        <Stepper
          nonLinear
          activeStep={step}
          orientation={vertical ? 'vertical' : 'horizontal'}
          aria-label={t('forms.wizard.steps')}
        >
          {WIZARD_STEPS.map(({ key }, i) => (
            <Step key={key} completed={done || i < step}>
              <StepButton
                onClick={() => void goTo(i)}
                disabled={done}
                optional={<Typography variant="caption">{t(`forms.wizard.step.${key}Desc`)}</Typography>}
              >
                <StepLabel slots={variant === 'icons' ? { stepIcon: WizardStepIcon } : undefined}>
                  {stepTitle(key)}
                </StepLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
      </CardContent>
      <Divider />
      <CardContent>
        {done ? (
          <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
            <Alert severity="success" role="status">
              {t('forms.wizard.done', { name: values.firstName })}
            </Alert>
            <Button variant="tonal" onClick={restart}>
              {t('forms.wizard.again')}
            </Button>
          </Stack>
        ) : (
          <form
            noValidate
            aria-labelledby="wizard-step-title"
            onSubmit={(e) => {
              e.preventDefault();
              if (step === last) void finish(e);
              else void next();
            }}
          >
            <Typography id="wizard-step-title" variant="h6" component="h2">
              {t('forms.wizard.stepOf', { n: step + 1, count: WIZARD_STEPS.length })}:{' '}
              {stepTitle(WIZARD_STEPS[step]!.key)}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
              {t(`forms.wizard.step.${WIZARD_STEPS[step]!.key}Desc`)}
            </Typography>
            <Grid container spacing={3}>
              {step === 0 && (
                <>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField label={t('forms.f.username')} required autoComplete="username" {...text('username')} />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      label={t('forms.f.email')}
                      type="email"
                      required
                      autoComplete="email"
                      {...text('email')}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      label={t('forms.f.password')}
                      type="password"
                      required
                      autoComplete="new-password"
                      {...text('password', t('forms.wizard.passwordHint'))}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      label={t('forms.f.confirmPassword')}
                      type="password"
                      required
                      autoComplete="new-password"
                      {...text('confirmPassword')}
                    />
                  </Grid>
                </>
              )}
              {step === 1 && (
                <>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      label={t('forms.f.firstName')}
                      required
                      autoComplete="given-name"
                      {...text('firstName')}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      label={t('forms.f.lastName')}
                      required
                      autoComplete="family-name"
                      {...text('lastName')}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <Controller
                      name="language"
                      control={control}
                      render={({ field, fieldState }) => (
                        <TextField
                          select
                          fullWidth
                          required
                          label={t('forms.f.language')}
                          {...field}
                          error={Boolean(fieldState.error)}
                          helperText={
                            fieldState.error?.message ? t(`forms.err.${fieldState.error.message}`) : undefined
                          }
                        >
                          {WIZARD_LANGUAGES.map((l) => (
                            <MenuItem key={l} value={l}>
                              {t(`forms.language.${l}`)}
                            </MenuItem>
                          ))}
                        </TextField>
                      )}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      label={t('forms.f.phone')}
                      type="tel"
                      autoComplete="tel"
                      {...text('phone', t('forms.validation.optional'))}
                    />
                  </Grid>
                </>
              )}
              {step === 2 &&
                (['twitter', 'linkedin', 'github'] as const).map((name) => (
                  <Grid key={name} size={{ xs: 12, sm: 6 }}>
                    <TextField
                      label={t(`forms.f.${name}`)}
                      type="url"
                      placeholder="https://"
                      {...text(name, t('forms.validation.optional'))}
                    />
                  </Grid>
                ))}
              {step === 3 && (
                <Grid size={12}>
                  <Box
                    component="dl"
                    sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5, m: 0, mb: 3 }}
                  >
                    {(['username', 'email', 'firstName', 'lastName', 'language', 'phone'] as const).map((name) => (
                      <Box key={name} sx={{ display: 'contents' }}>
                        <Typography component="dt" variant="body2" color="textSecondary">
                          {t(`forms.f.${name}`)}
                        </Typography>
                        <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                          {name === 'language' && values.language
                            ? t(`forms.language.${values.language}`)
                            : values[name] || '—'}
                        </Typography>
                      </Box>
                    ))}
                  </Box>
                  <Controller
                    name="confirm"
                    control={control}
                    render={({ field, fieldState }) => (
                      <FormControl error={Boolean(fieldState.error)} required>
                        <FormControlLabel
                          label={t('forms.wizard.confirm')}
                          control={
                            <Checkbox
                              checked={field.value}
                              onChange={(e) => field.onChange(e.target.checked)}
                              onBlur={field.onBlur}
                              slotProps={{
                                input: {
                                  ref: field.ref,
                                  'aria-describedby': fieldState.error ? confirmErrorId : undefined,
                                  'aria-invalid': Boolean(fieldState.error),
                                } as React.InputHTMLAttributes<HTMLInputElement>,
                              }}
                            />
                          }
                        />
                        {fieldState.error && (
                          <FormHelperText id={confirmErrorId}>
                            {t(`forms.err.${fieldState.error.message}`)}
                          </FormHelperText>
                        )}
                      </FormControl>
                    )}
                  />
                </Grid>
              )}
              <Grid size={12}>
                <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
                  <Button
                    variant="tonal"
                    color="secondary"
                    disabled={step === 0}
                    onClick={() => show(Math.max(0, step - 1))}
                    sx={FLIP_IN_RTL}
                    startIcon={<IconArrowLeft size={18} aria-hidden />}
                  >
                    {t('forms.wizard.previous')}
                  </Button>
                  {step === last ? (
                    <Button
                      type="submit"
                      variant="contained"
                      color="success"
                      loading={isSubmitting}
                      endIcon={<IconCheck size={18} aria-hidden />}
                    >
                      {t('forms.submit')}
                    </Button>
                  ) : (
                    <Button
                      type="submit"
                      variant="contained"
                      sx={FLIP_IN_RTL}
                      endIcon={<IconArrowRight size={18} aria-hidden />}
                    >
                      {t('forms.wizard.next')}
                    </Button>
                  )}
                </Stack>
              </Grid>
            </Grid>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
