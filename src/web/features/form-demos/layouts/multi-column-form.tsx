import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DemoCard } from '@web/components/demo-card';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../validation/schema';
import { WIZARD_LANGUAGES } from '../wizard/steps';
import { useDemoSubmit } from '../use-demo-submit';

/** Two sections of two columns each, folding to one column on phones. */
export function MultiColumnForm() {
  const { t } = useTranslation();
  const { onSubmit, onReset, note } = useDemoSubmit();
  return (
    <DemoCard title={t('forms.layouts.multiColumn')} description={t('forms.layouts.multiColumnDesc')}>
      {note}
      <form noValidate onSubmit={onSubmit} onReset={onReset}>
        <Typography variant="subtitle1" component="h3" sx={{ mb: 2, fontWeight: 500 }}>
          1. {t('forms.wizard.step.account')}
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label={t('forms.f.username')} autoComplete="username" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label={t('forms.f.email')} type="email" autoComplete="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label={t('forms.f.password')} type="password" autoComplete="new-password" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label={t('forms.f.confirmPassword')} type="password" autoComplete="new-password" />
          </Grid>
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Typography variant="subtitle1" component="h3" sx={{ mb: 2, fontWeight: 500 }}>
          2. {t('forms.wizard.step.personal')}
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label={t('forms.f.firstName')} autoComplete="given-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label={t('forms.f.lastName')} autoComplete="family-name" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select fullWidth label={t('forms.f.country')} defaultValue="">
              {COUNTRIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {t(`forms.country.${c}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField select fullWidth label={t('forms.f.language')} defaultValue="">
              {WIZARD_LANGUAGES.map((l) => (
                <MenuItem key={l} value={l}>
                  {t(`forms.language.${l}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              fullWidth
              label={t('forms.f.birthDate')}
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField fullWidth label={t('forms.f.phone')} type="tel" autoComplete="tel" />
          </Grid>
        </Grid>
        <Stack direction="row" sx={{ gap: 2, mt: 4, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained">
            {t('forms.submit')}
          </Button>
          <Button type="reset" variant="tonal" color="secondary">
            {t('forms.reset')}
          </Button>
        </Stack>
      </form>
    </DemoCard>
  );
}
