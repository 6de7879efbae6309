import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useId, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DemoDialog } from './demo-dialog';
import { errorText } from './field-error';
import {
  APP_CATEGORIES,
  CREATE_APP_DEFAULTS,
  CREATE_APP_STEPS,
  DATABASES,
  FRAMEWORKS,
  createAppSchema,
  type CreateAppInput,
} from './schemas';

/** Arrows point the way of reading: mirrored when the page is right-to-left. */
const FLIP_IN_RTL = { '[dir="rtl"] & svg': { transform: 'scaleX(-1)' } } as const;

/** One choice of a step as a labelled radio group, each option with its one-line description. */
function ChoiceStep({
  control,
  name,
  options,
}: {
  control: Control<CreateAppInput>;
  name: 'category' | 'framework' | 'database';
  options: readonly string[];
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel id={labelId} component="legend" sx={{ mb: 1 }}>
        {t(`pages.createApp.${name}`)}
      </FormLabel>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <RadioGroup aria-labelledby={labelId} value={field.value} onChange={field.onChange} name={field.name}>
            {options.map((o) => (
              <FormControlLabel
                key={o}
                value={o}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { mt: -0.75 } }}
                label={
                  <Box>
                    <Typography sx={{ fontWeight: 500 }}>{t(`pages.createApp.${name}.${o}`)}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {t(`pages.createApp.${name}.${o}Desc`)}
                    </Typography>
                  </Box>
                }
              />
            ))}
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}

/** A four-step wizard inside the dialog: "Next" checks the step on screen before moving on. */
export function CreateAppDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const vertical = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [step, setStep] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    trigger,
    reset,
    getValues,
    formState: { errors },
  } = useForm<CreateAppInput>({ resolver: zodResolver(createAppSchema), defaultValues: CREATE_APP_DEFAULTS });

  // Closed (whatever the way), the wizard starts again from the first step next time.
  const restart = () => {
    reset(CREATE_APP_DEFAULTS);
    setStep(0);
  };

  const last = step === CREATE_APP_STEPS.length - 1;
  const next = async () => {
    const current = CREATE_APP_STEPS[step];
    if (current && (await trigger([...current.fields], { shouldFocus: true }))) setStep((s) => s + 1);
  };
  const submit = handleSubmit((app) => {
    notify({ message: t('pages.createApp.created', { name: app.name.trim() }), severity: 'success' });
    onClose();
  });

  const values = getValues();
  return (
    <DemoDialog
      open={open}
      onClose={onClose}
      onExited={restart}
      title={t('pages.createApp.title')}
      subtitle={t('pages.createApp.subtitle')}
      onSubmit={(e) => {
        // Enter in the name field moves on rather than creating an app from the first step.
        if (!last) {
          e.preventDefault();
          void next();
          return;
        }
        void submit(e);
      }}
      maxWidth="md"
      actions={
        <>
          <Button
            variant="tonal"
            color="secondary"
            disabled={step === 0}
            onClick={() => setStep((s) => s - 1)}
            startIcon={<IconArrowLeft size={18} aria-hidden />}
            sx={FLIP_IN_RTL}
          >
            {t('pages.dialogs.back')}
          </Button>
          {last ? (
            <Button type="submit" variant="contained" color="success" endIcon={<IconCheck size={18} aria-hidden />}>
              {t('pages.createApp.create')}
            </Button>
          ) : (
            <Button
              type="submit"
              variant="contained"
              endIcon={<IconArrowRight size={18} aria-hidden />}
              sx={FLIP_IN_RTL}
            >
              {t('pages.dialogs.next')}
            </Button>
          )}
        </>
      }
    >
      <Stack direction={vertical ? 'column' : 'row'} spacing={4} sx={{ pt: 1 }}>
        <Stepper
          activeStep={step}
          orientation={vertical ? 'horizontal' : 'vertical'}
          alternativeLabel={vertical}
          sx={{ minWidth: { sm: 180 } }}
        >
          {CREATE_APP_STEPS.map((s) => (
            <Step key={s.key}>
              <StepLabel>{vertical ? '' : t(`pages.createApp.step.${s.key}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Box
          sx={{ flexGrow: 1, minWidth: 0 }}
          role="group"
          aria-label={t(`pages.createApp.step.${CREATE_APP_STEPS[step]?.key ?? 'details'}`)}
        >
          <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
            {t(`pages.createApp.step.${CREATE_APP_STEPS[step]?.key ?? 'details'}`)}
          </Typography>
          {step === 0 && (
            <Stack spacing={3}>
              <TextField
                {...register('name')}
                label={t('pages.createApp.name')}
                required
                fullWidth
                autoFocus
                error={Boolean(errors.name)}
                helperText={errorText(t, errors.name)}
              />
              <ChoiceStep control={control} name="category" options={APP_CATEGORIES} />
            </Stack>
          )}
          {step === 1 && <ChoiceStep control={control} name="framework" options={FRAMEWORKS} />}
          {step === 2 && <ChoiceStep control={control} name="database" options={DATABASES} />}
          {step === 3 && (
            <Stack spacing={1.5}>
              <Typography color="textSecondary">{t('pages.createApp.review')}</Typography>
              {(['name', 'category', 'framework', 'database'] as const).map((k) => (
                <Typography key={k}>
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    {t(`pages.createApp.${k}`)}:
                  </Box>{' '}
                  {k === 'name' ? values.name : t(`pages.createApp.${k}.${values[k]}`)}
                </Typography>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>
    </DemoDialog>
  );
}
