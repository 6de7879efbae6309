import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { IconBuilding, IconHome } from '@tabler/icons-react';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DemoDialog } from './demo-dialog';
import { errorText } from './field-error';
import { ADDRESS_DEFAULTS, ADDRESS_KINDS, COUNTRIES, addressSchema, type AddressInput } from './schemas';

/** Add a new address or edit the one given; the schema checks it, a toast says it was saved. */
export function AddressDialog({
  open,
  onClose,
  initial,
}: {
  open: boolean;
  onClose: () => void;
  /** The address being edited; none for a new one. */
  initial?: AddressInput;
}) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AddressInput>({ resolver: zodResolver(addressSchema), defaultValues: initial ?? ADDRESS_DEFAULTS });

  // Each opening starts from the address it edits, not from what was typed and abandoned before.
  useEffect(() => {
    if (open) reset(initial ?? ADDRESS_DEFAULTS);
  }, [open, initial, reset]);

  const field = (name: Exclude<keyof AddressInput, 'isDefault' | 'kind' | 'country'>) => ({
    ...register(name),
    label: t(`pages.address.${name}`),
    fullWidth: true,
    error: Boolean(errors[name]),
    helperText: errorText(t, errors[name]),
  });

  const submit = handleSubmit(() => {
    notify({ message: t(initial ? 'pages.address.updated' : 'pages.address.added'), severity: 'success' });
    onClose();
  });

  return (
    <DemoDialog
      open={open}
      onClose={onClose}
      title={t(initial ? 'pages.address.editTitle' : 'pages.address.addTitle')}
      subtitle={t('pages.address.subtitle')}
      onSubmit={submit}
      maxWidth="md"
      actions={
        <>
          <Button type="submit" variant="contained">
            {t('pages.dialogs.submit')}
          </Button>
          <Button variant="tonal" color="secondary" onClick={onClose}>
            {t('pages.dialogs.cancel')}
          </Button>
        </>
      }
    >
      <Grid container spacing={2.5} sx={{ pt: 1 }}>
        <Grid size={12}>
          <Controller
            control={control}
            name="kind"
            render={({ field: kind }) => (
              <ToggleButtonGroup
                exclusive
                fullWidth
                color="primary"
                value={kind.value}
                onChange={(_, v: AddressInput['kind'] | null) => v && kind.onChange(v)}
                aria-label={t('pages.address.kindLabel')}
              >
                {ADDRESS_KINDS.map((k) => (
                  <ToggleButton key={k} value={k} sx={{ gap: 1 }}>
                    {k === 'home' ? <IconHome size={20} aria-hidden /> : <IconBuilding size={20} aria-hidden />}
                    {t(`pages.address.kind.${k}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('fullName')} required autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('phone')} type="tel" autoComplete="tel" />
        </Grid>
        <Grid size={12}>
          <TextField {...field('line1')} required autoComplete="address-line1" />
        </Grid>
        <Grid size={12}>
          <TextField {...field('line2')} autoComplete="address-line2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('city')} required autoComplete="address-level2" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField {...field('zip')} required autoComplete="postal-code" />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="country"
            render={({ field: country, fieldState }) => (
              <TextField
                select
                required
                fullWidth
                label={t('pages.address.country')}
                value={country.value}
                onChange={country.onChange}
                onBlur={country.onBlur}
                inputRef={country.ref}
                error={Boolean(fieldState.error)}
                helperText={errorText(t, fieldState.error)}
              >
                {COUNTRIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`pages.country.${c}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="isDefault"
            render={({ field: isDefault }) => (
              <FormControlLabel
                control={<Checkbox checked={isDefault.value} onChange={(e) => isDefault.onChange(e.target.checked)} />}
                label={t('pages.address.isDefault')}
              />
            )}
          />
        </Grid>
      </Grid>
    </DemoDialog>
  );
}
