import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DemoDialog } from './demo-dialog';
import { errorText } from './field-error';
import { EDIT_USER_DEFAULTS, USER_LANGUAGES, USER_STATUSES, editUserSchema, type EditUserInput } from './schemas';

type TextName = Exclude<keyof EditUserInput, 'status' | 'language'>;

/** A made-up user's details, checked field by field; saving only says so. */
export function EditUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<EditUserInput>({ resolver: zodResolver(editUserSchema), defaultValues: EDIT_USER_DEFAULTS });

  useEffect(() => {
    if (open) reset(EDIT_USER_DEFAULTS);
  }, [open, reset]);

  const text = (name: TextName, extra: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <TextField
      {...register(name)}
      {...extra}
      label={t(`pages.user.${name}`)}
      fullWidth
      error={Boolean(errors[name])}
      helperText={errorText(t, errors[name])}
    />
  );
  const choice = <N extends 'status' | 'language'>(name: N, options: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          label={t(`pages.user.${name}`)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        >
          {options.map((o) => (
            <MenuItem key={o} value={o}>
              {t(`pages.user.${name}.${o}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  const submit = handleSubmit((user) => {
    notify({ message: t('pages.user.saved', { name: `${user.firstName} ${user.lastName}` }), severity: 'success' });
    onClose();
  });

  return (
    <DemoDialog
      open={open}
      onClose={onClose}
      title={t('pages.user.title')}
      subtitle={t('pages.user.subtitle')}
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
        <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', { required: true, autoComplete: 'given-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', { required: true, autoComplete: 'family-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('username', { required: true, autoComplete: 'username' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('email', { required: true, type: 'email', autoComplete: 'email' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{text('phone', { type: 'tel', autoComplete: 'tel' })}</Grid>
        <Grid size={{ xs: 12, sm: 3 }}>{choice('status', USER_STATUSES)}</Grid>
        <Grid size={{ xs: 12, sm: 3 }}>{choice('language', USER_LANGUAGES)}</Grid>
      </Grid>
    </DemoDialog>
  );
}
