import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { IconMail, IconPhone, IconUser } from '@tabler/icons-react';
import { DemoCard } from '@web/components/demo-card';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDemoSubmit } from '../use-demo-submit';

function Actions() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
      <Button type="submit" variant="contained">
        {t('forms.submit')}
      </Button>
      <Button type="reset" variant="tonal" color="secondary">
        {t('forms.reset')}
      </Button>
    </Stack>
  );
}

const icon = (Icon: typeof IconUser) => ({
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <Icon size={20} aria-hidden />
      </InputAdornment>
    ),
  },
});

/** Labels above their fields, one column: the layout for narrow cards and phones. */
export function VerticalForm() {
  const { t } = useTranslation();
  const { onSubmit, onReset, note } = useDemoSubmit();
  return (
    <DemoCard title={t('forms.layouts.vertical')} description={t('forms.layouts.verticalDesc')}>
      {note}
      <Stack component="form" noValidate onSubmit={onSubmit} onReset={onReset} sx={{ gap: 3 }}>
        <TextField label={t('forms.f.firstName')} autoComplete="name" slotProps={icon(IconUser)} />
        <TextField label={t('forms.f.email')} type="email" autoComplete="email" slotProps={icon(IconMail)} />
        <TextField label={t('forms.f.phone')} type="tel" autoComplete="tel" slotProps={icon(IconPhone)} />
        <TextField label={t('forms.f.message')} multiline minRows={3} />
        <Actions />
      </Stack>
    </DemoCard>
  );
}

/** Labels beside their fields from the medium breakpoint up, above them below it. */
export function HorizontalForm() {
  const { t } = useTranslation();
  const { onSubmit, onReset, note } = useDemoSubmit();
  const base = useId();
  const rows = [
    { name: 'firstName', type: 'text', auto: 'name' },
    { name: 'email', type: 'email', auto: 'email' },
    { name: 'company', type: 'text', auto: 'organization' },
    { name: 'password', type: 'password', auto: 'new-password' },
  ] as const;
  return (
    <DemoCard title={t('forms.layouts.horizontal')} description={t('forms.layouts.horizontalDesc')}>
      {note}
      <form noValidate onSubmit={onSubmit} onReset={onReset}>
        <Grid container spacing={{ xs: 1, md: 3 }} sx={{ alignItems: 'center' }}>
          {rows.map((row) => (
            <Grid key={row.name} container size={12} spacing={{ xs: 1, md: 3 }} sx={{ alignItems: 'center' }}>
              <Grid size={{ xs: 12, md: 3 }}>
                <Typography component="label" htmlFor={`${base}-${row.name}`} variant="body1">
                  {t(`forms.f.${row.name}`)}
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 9 }}>
                <TextField id={`${base}-${row.name}`} fullWidth size="small" type={row.type} autoComplete={row.auto} />
              </Grid>
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 9 }} offset={{ md: 3 }} sx={{ mt: { xs: 2, md: 0 } }}>
            <Actions />
          </Grid>
        </Grid>
      </form>
    </DemoCard>
  );
}
