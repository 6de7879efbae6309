import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DemoCard } from '@web/components/demo-card';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, INTERESTS, PLANS, VALIDATION_DEFAULTS, validationSchema, type ValidationInput } from './schema';
import { submitToSimulatedServer } from './simulated-server';

/**
 * react-hook-form checked by a zod schema: every rule type (required, length, pattern, e-mail,
 * URL, number range, integer, choice, at least one, must accept, two fields equal), then a
 * simulated server answer whose field errors land under their fields.
 */
export function ValidationForm() {
  const { t } = useTranslation();
  const ids = { plan: useId(), interests: useId(), terms: useId() };
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ValidationInput>({ resolver: zodResolver(validationSchema), defaultValues: VALIDATION_DEFAULTS });

  const message = (key: string | undefined) => (key ? t(`forms.err.${key}`) : undefined);
  const text = (name: keyof ValidationInput, hint?: string) => ({
    ...register(name),
    error: Boolean(errors[name]),
    helperText: message(errors[name]?.message) ?? hint,
    fullWidth: true,
  });

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    const answer = await submitToSimulatedServer(values);
    if (answer.fields) {
      for (const [field, key] of Object.entries(answer.fields))
        setError(field as keyof ValidationInput, { message: key }, { shouldFocus: true });
      return;
    }
    setSent(values.username);
    reset(VALIDATION_DEFAULTS);
  });

  return (
    <DemoCard title={t('forms.validation.card')} description={t('forms.validation.cardDesc')}>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('forms.validation.serverNote')}
      </Alert>
      {sent && (
        <Alert severity="success" role="status" sx={{ mb: 3 }} onClose={() => setSent(null)}>
          {t('forms.validation.sent', { name: sent })}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit} aria-label={t('forms.validation.card')}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('forms.f.username')}
              required
              autoComplete="username"
              {...text('username', t('forms.validation.usernameHint'))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField label={t('forms.f.email')} type="email" required autoComplete="email" {...text('email')} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('forms.f.password')}
              type="password"
              required
              autoComplete="new-password"
              {...text('password', t('forms.validation.passwordHint'))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('forms.f.confirmPassword')}
              type="password"
              required
              autoComplete="new-password"
              {...text('confirmPassword')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('forms.f.age')}
              type="number"
              required
              slotProps={{ htmlInput: { min: 18, max: 120, step: 1 } }}
              {...text('age', t('forms.validation.ageHint'))}
              {...register('age', { valueAsNumber: true })}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              label={t('forms.f.website')}
              type="url"
              placeholder="https://"
              {...text('website', t('forms.validation.optional'))}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              name="country"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  fullWidth
                  required
                  label={t('forms.f.country')}
                  {...field}
                  error={Boolean(fieldState.error)}
                  helperText={message(fieldState.error?.message)}
                >
                  {COUNTRIES.map((c) => (
                    <MenuItem key={c} value={c}>
                      {t(`forms.country.${c}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              name="plan"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} required>
                  <FormLabel id={ids.plan}>{t('forms.f.plan')}</FormLabel>
                  <RadioGroup
                    row
                    aria-labelledby={ids.plan}
                    aria-describedby={fieldState.error ? `${ids.plan}-error` : undefined}
                    {...field}
                  >
                    {PLANS.map((p) => (
                      <FormControlLabel key={p} value={p} control={<Radio />} label={t(`forms.plan.${p}`)} />
                    ))}
                  </RadioGroup>
                  {fieldState.error && (
                    <FormHelperText id={`${ids.plan}-error`}>{message(fieldState.error.message)}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              name="interests"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl
                  component="fieldset"
                  error={Boolean(fieldState.error)}
                  aria-describedby={fieldState.error ? `${ids.interests}-error` : undefined}
                >
                  <FormLabel component="legend">{t('forms.f.interests')}</FormLabel>
                  <FormGroup row>
                    {INTERESTS.map((i) => (
                      <FormControlLabel
                        key={i}
                        label={t(`forms.interest.${i}`)}
                        control={
                          <Checkbox
                            checked={field.value.includes(i)}
                            onBlur={field.onBlur}
                            onChange={(e) =>
                              field.onChange(
                                e.target.checked ? [...field.value, i] : field.value.filter((v) => v !== i),
                              )
                            }
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error && (
                    <FormHelperText id={`${ids.interests}-error`}>{message(fieldState.error.message)}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
          </Grid>
          <Grid size={12}>
            <TextField label={t('forms.f.bio')} multiline minRows={3} {...text('bio', t('forms.validation.bioHint'))} />
          </Grid>
          <Grid size={12}>
            <Controller
              name="terms"
              control={control}
              render={({ field, fieldState }) => (
                <FormControl error={Boolean(fieldState.error)} required>
                  <FormControlLabel
                    label={t('forms.f.terms')}
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                        slotProps={{
                          input: {
                            ref: field.ref,
                            'aria-describedby': fieldState.error ? `${ids.terms}-error` : undefined,
                            'aria-invalid': Boolean(fieldState.error),
                          } as React.InputHTMLAttributes<HTMLInputElement>,
                        }}
                      />
                    }
                  />
                  {fieldState.error && (
                    <FormHelperText id={`${ids.terms}-error`}>{message(fieldState.error.message)}</FormHelperText>
                  )}
                </FormControl>
              )}
            />
          </Grid>
          <Grid size={12}>
            <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {t('forms.submit')}
              </Button>
              <Button type="button" variant="tonal" color="secondary" onClick={() => reset(VALIDATION_DEFAULTS)}>
                {t('forms.reset')}
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </form>
    </DemoCard>
  );
}
