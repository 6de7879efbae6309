import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LAYOUT } from '@web/core/theme/layout-tokens';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES } from '../validation/schema';
import { useDemoSubmit } from '../use-demo-submit';

/**
 * A long form whose title bar and buttons stay in view under the navbar while the reader
 * scrolls, so "Save" is always one click away.
 */
export function StickyActionsForm() {
  const { t } = useTranslation();
  const { onSubmit, onReset, note } = useDemoSubmit();
  const titleId = useId();
  const section = (title: string) => (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
        {title}
      </Typography>
    </Grid>
  );
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ overflow: 'visible' }}>
      <Box component="form" noValidate onSubmit={onSubmit} onReset={onReset}>
        <Box
          sx={{
            position: 'sticky',
            top: LAYOUT.navbarHeight,
            zIndex: 2,
            bgcolor: 'background.paper',
            borderTopLeftRadius: 'inherit',
            borderTopRightRadius: 'inherit',
            px: 3,
            py: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box>
            <Typography id={titleId} variant="h5" component="h2">
              {t('forms.layouts.sticky')}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t('forms.layouts.stickyDesc')}
            </Typography>
          </Box>
          <Stack direction="row" sx={{ gap: 2 }}>
            <Button type="reset" variant="tonal" color="secondary">
              {t('forms.cancel')}
            </Button>
            <Button type="submit" variant="contained">
              {t('forms.save')}
            </Button>
          </Stack>
        </Box>
        <CardContent>
          {note}
          <Grid container spacing={3}>
            {section(`1. ${t('forms.wizard.step.personal')}`)}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.firstName')} autoComplete="given-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.lastName')} autoComplete="family-name" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.email')} type="email" autoComplete="email" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.phone')} type="tel" autoComplete="tel" />
            </Grid>
            <Grid size={12}>
              <Divider />
            </Grid>
            {section(`2. ${t('forms.layouts.delivery')}`)}
            <Grid size={12}>
              <TextField fullWidth label={t('forms.f.address')} autoComplete="street-address" multiline minRows={2} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.city')} autoComplete="address-level2" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.postcode')} autoComplete="postal-code" />
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
              <TextField fullWidth label={t('forms.f.company')} autoComplete="organization" />
            </Grid>
            <Grid size={12}>
              <Divider />
            </Grid>
            {section(`3. ${t('forms.layouts.payment')}`)}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.cardNumber')} autoComplete="cc-number" inputMode="numeric" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField fullWidth label={t('forms.f.cardName')} autoComplete="cc-name" />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <TextField fullWidth label={t('forms.f.expiry')} autoComplete="cc-exp" placeholder="MM/YY" />
            </Grid>
            <Grid size={{ xs: 6 }}>
              <TextField fullWidth label={t('forms.f.cvv')} autoComplete="cc-csc" inputMode="numeric" />
            </Grid>
            <Grid size={12}>
              <TextField fullWidth label={t('forms.f.message')} multiline minRows={4} />
            </Grid>
          </Grid>
        </CardContent>
      </Box>
    </Card>
  );
}
