import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  IconChecklist,
  IconDiscount,
  IconFileText,
  IconGift,
  IconPercentage,
  IconReceipt,
  IconTicket,
  IconTruckDelivery,
  type Icon,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText, textFieldProps } from '../shared/field-text';
import { SummaryList } from '../shared/summary-list';
import { useStepForm } from '../shared/use-step-form';
import { WizardShell, type ShellStep } from '../shared/wizard-shell';
import {
  DEAL_CLIENTS,
  DEAL_DEFAULTS,
  DEAL_REGIONS,
  DEAL_STEPS,
  DEAL_TYPES,
  type DealType,
  type DealValues,
} from './deal-steps';

const SHELL_STEPS: ShellStep[] = [
  { key: 'type', icon: IconDiscount },
  { key: 'details', icon: IconFileText },
  { key: 'usage', icon: IconTicket },
  { key: 'review', icon: IconChecklist },
];
const TYPE_ICONS: Record<DealType, Icon> = {
  percentage: IconPercentage,
  flat: IconReceipt,
  bogo: IconGift,
  shipping: IconTruckDelivery,
};
const NS = 'wizards.deal';

/** A made-up deal set up in four steps; "Create deal" ends at a summary, nothing is stored. */
export function CreateDealWizard() {
  const { t } = useTranslation();
  const typeErrorId = useId();
  const confirmErrorId = useId();
  const { form, step, show, next, back, goTo, headingRef } = useStepForm<DealValues>(DEAL_STEPS, DEAL_DEFAULTS);
  const { control, formState, getValues } = form;
  const errors = formState.errors;
  const [done, setDone] = useState(false);
  const type = useWatch({ control, name: 'type' });

  const text = (name: keyof DealValues) => textFieldProps(form, t, name);
  const finish = form.handleSubmit(() => setDone(true));
  const values = getValues();
  const needsAmount = type === 'percentage' || type === 'flat';

  const summary: [string, string][] = [
    [t(`${NS}.f.type`), values.type ? t(`${NS}.type.${values.type}`) : '—'],
    [t(`${NS}.f.amount`), needsAmount ? `${values.amount}${values.type === 'percentage' ? ' %' : ''}` : '—'],
    [t(`${NS}.f.client`), values.client ? t(`${NS}.client.${values.client}`) : '—'],
    [t(`${NS}.f.regions`), values.regions.map((r) => t(`${NS}.region.${r}`)).join(', ') || '—'],
    [t(`${NS}.f.dates`), values.start && values.end ? `${values.start} – ${values.end}` : '—'],
    [t(`${NS}.f.limit`), values.limit || '—'],
    [t(`${NS}.f.perCustomer`), values.perCustomer || '—'],
    [t(`${NS}.f.code`), values.code.toUpperCase() || '—'],
  ];

  const doneContent = (
    <Stack sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Alert severity="success" role="status">
        {t(`${NS}.created`, { code: values.code.toUpperCase() })}
      </Alert>
      <Typography variant="h6" component="h2" ref={headingRef} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }}>
        {t(`${NS}.step.review`)}
      </Typography>
      <SummaryList rows={summary} />
      <Button
        variant="tonal"
        onClick={() => {
          form.reset(DEAL_DEFAULTS);
          setDone(false);
          show(0);
        }}
      >
        {t(`${NS}.again`)}
      </Button>
    </Stack>
  );

  return (
    <WizardShell
      ns={NS}
      steps={SHELL_STEPS}
      step={step}
      done={done}
      doneContent={doneContent}
      headingRef={headingRef}
      onStepClick={(i) => void goTo(i)}
      onBack={back}
      onSubmit={() => (step === DEAL_STEPS.length - 1 ? void finish() : void next())}
      submitLabel={t(`${NS}.submit`)}
      busy={formState.isSubmitting}
    >
      {step === 0 && (
        <Controller
          name="type"
          control={control}
          render={({ field, fieldState }) => (
            <FormControl
              component="fieldset"
              error={Boolean(fieldState.error)}
              aria-describedby={fieldState.error ? typeErrorId : undefined}
              sx={{ width: '100%', border: 0, p: 0, m: 0 }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ mb: 2 }}>
                {t(`${NS}.typeLegend`)}
              </Typography>
              <Grid container spacing={2}>
                {DEAL_TYPES.map((kind) => {
                  const TypeIcon = TYPE_ICONS[kind];
                  const selected = field.value === kind;
                  return (
                    <Grid key={kind} size={{ xs: 12, sm: 6, lg: 3 }}>
                      <Paper
                        variant="outlined"
                        component="label"
                        sx={{
                          position: 'relative',
                          display: 'flex',
                          flexDirection: 'column',
                          alignItems: 'center',
                          textAlign: 'center',
                          gap: 1,
                          p: 2,
                          height: '100%',
                          cursor: 'pointer',
                          borderWidth: 2,
                          borderColor: selected ? 'primary.main' : 'divider',
                          '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                        }}
                      >
                        <TypeIcon size={32} aria-hidden />
                        <Typography sx={{ fontWeight: 600 }}>{t(`${NS}.type.${kind}`)}</Typography>
                        <Typography variant="body2" color="textSecondary">
                          {t(`${NS}.type.${kind}Desc`)}
                        </Typography>
                        <input
                          type="radio"
                          name={field.name}
                          value={kind}
                          checked={selected}
                          ref={selected || (!field.value && kind === DEAL_TYPES[0]) ? field.ref : undefined}
                          onChange={() => field.onChange(kind)}
                          onBlur={field.onBlur}
                          aria-invalid={Boolean(fieldState.error)}
                          style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
                        />
                      </Paper>
                    </Grid>
                  );
                })}
              </Grid>
              {fieldState.error && (
                <FormHelperText id={typeErrorId} role="alert">
                  {fieldErrorText(t, fieldState.error.message)}
                </FormHelperText>
              )}
            </FormControl>
          )}
        />
      )}
      {step === 1 && (
        <Grid container spacing={3}>
          {needsAmount && (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                label={t(type === 'percentage' ? `${NS}.f.percent` : `${NS}.f.amount`)}
                required
                inputMode="decimal"
                {...text('amount')}
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="client"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  fullWidth
                  required
                  label={t(`${NS}.f.client`)}
                  {...field}
                  error={Boolean(fieldState.error)}
                  helperText={fieldErrorText(t, fieldState.error?.message)}
                >
                  {DEAL_CLIENTS.map((c) => (
                    <MenuItem key={c} value={c}>
                      {t(`${NS}.client.${c}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={12}>
            <Controller
              name="regions"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  select
                  fullWidth
                  required
                  label={t(`${NS}.f.regions`)}
                  {...field}
                  error={Boolean(fieldState.error)}
                  helperText={fieldErrorText(t, fieldState.error?.message)}
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (selected) => (
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                          {(selected as string[]).map((r) => (
                            <Chip key={r} size="small" label={t(`${NS}.region.${r}`)} />
                          ))}
                        </Box>
                      ),
                    },
                  }}
                >
                  {DEAL_REGIONS.map((r) => (
                    <MenuItem key={r} value={r}>
                      {t(`${NS}.region.${r}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t(`${NS}.f.start`)}
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...text('start')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t(`${NS}.f.end`)}
              type="date"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              {...text('end')}
            />
          </Grid>
        </Grid>
      )}
      {step === 2 && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t(`${NS}.f.limit`)} required inputMode="numeric" {...text('limit')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label={t(`${NS}.f.perCustomer`)} required inputMode="numeric" {...text('perCustomer')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t(`${NS}.f.code`)}
              required
              slotProps={{ htmlInput: { dir: 'ltr', style: { textTransform: 'uppercase' } } }}
              {...text('code')}
              helperText={fieldErrorText(t, errors.code?.message) ?? t(`${NS}.codeHint`)}
            />
          </Grid>
        </Grid>
      )}
      {step === 3 && (
        <Stack sx={{ gap: 2 }}>
          <SummaryList rows={summary} />
          <Controller
            name="confirm"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={Boolean(fieldState.error)} required>
                <FormControlLabel
                  label={t(`${NS}.confirm`)}
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
                  <FormHelperText id={confirmErrorId}>{fieldErrorText(t, fieldState.error.message)}</FormHelperText>
                )}
              </FormControl>
            )}
          />
        </Stack>
      )}
    </WizardShell>
  );
}
