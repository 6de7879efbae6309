import { zodResolver } from '@hookform/resolvers/zod';
import { createUserSchema, type CreateUserInput } from '@common/schemas/admin';
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
import { applyServerErrors } from '@web/lib/form-errors';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import { useCreateUser } from '../api/create-user';

type FormInput = z.input<typeof createUserSchema>;

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
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, CreateUserInput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { name: '', email: '', password: '', roles: ['member'] },
  });
  const close = () => {
    reset();
    setFormError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await create.mutateAsync(values);
      notify({ message: t('admin.users.added', { name: user.name }), severity: 'success' });
      close();
    } catch (err) {
      setFormError(applyServerErrors(err, setError, ['name', 'email', 'password', 'roles']));
    }
  });
  const fieldError = (m: string | undefined) => (m ? t(m) : undefined);

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>{t('admin.users.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError message={formError} />
            <TextField
              label={t('auth.field.name')}
              autoFocus
              error={Boolean(errors.name)}
              helperText={fieldError(errors.name?.message)}
              {...register('name')}
            />
            <TextField
              label={t('auth.field.email')}
              type="email"
              error={Boolean(errors.email)}
              helperText={fieldError(errors.email?.message)}
              {...register('email')}
            />
            <PasswordField
              label={t('auth.field.password')}
              autoComplete="new-password"
              error={Boolean(errors.password)}
              helperText={fieldError(errors.password?.message) ?? t('auth.password.policy')}
              {...register('password')}
            />
            <Controller
              control={control}
              name="roles"
              render={({ field }) => (
                <TextField
                  select
                  label={t('admin.users.roles')}
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
          <Button onClick={close}>{t('admin.cancel')}</Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('admin.users.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
