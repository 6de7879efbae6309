import { createUserSchema } from '@common/schemas/admin';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormError } from '@web/components/form-error';
import { PasswordField } from '@web/components/password-field';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { errorText } from '@web/lib/error-text';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '../api/create-user';

export function AddUserDialog({
  open,
  onClose,
  roleNames,
}: {
  open: boolean;
  onClose: () => void;
  roleNames: string[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateUser();
  const { control, reset, submit, fieldProps, formError, setFormError } = useSchemaForm(createUserSchema, {
    name: '',
    email: '',
    password: '',
    roles: ['member'],
  });
  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };
  const onSubmit = submit(async (values) => {
    const user = await create.mutateAsync(values);
    notify({ message: t('admin.users.added', { name: user.name }), severity: 'success' });
    close();
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>{t('admin.users.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError error={formError} />
            <TextField label={t('auth.field.name')} autoFocus {...fieldProps('name')} />
            <TextField label={t('auth.field.email')} type="email" {...fieldProps('email')} />
            <PasswordField
              label={t('auth.field.password')}
              autoComplete="new-password"
              {...fieldProps('password', t('auth.password.policy'))}
            />
            <Controller
              control={control}
              name="roles"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('admin.users.roles')}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ? errorText(t, fieldState.error.message) : undefined}
                  value={field.value ?? []}
                  onChange={(e) =>
                    field.onChange(typeof e.target.value === 'string' ? e.target.value.split(',') : e.target.value)
                  }
                  slotProps={{ select: { multiple: true } }}
                >
                  {roleNames.map((r) => (
                    <MenuItem key={r} value={r}>
                      {r}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('admin.users.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
