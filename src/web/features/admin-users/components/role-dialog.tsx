import { roleInputSchema, type Permission, type Role } from '@common/schemas/admin';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormError } from '@web/components/form-error';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { errorText } from '@web/lib/error-text';
import { useTranslation } from 'react-i18next';
import { useSaveRole } from '../api/save-role';
import { descriptionToSave, roleDescription } from '../built-in-texts';
import { PermissionMatrix } from './permission-matrix';

interface RoleDialogProps {
  /** null: a new role. */
  role: Role | null;
  permissions: Permission[];
  onClose: () => void;
}

/** Mounted only while open, so each opening starts from the role's current values. */
export function RoleDialog({ role, permissions, onClose }: RoleDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveRole();
  // A built-in description shows in the reader's language here too.
  const shownDescription = role ? roleDescription(t, role) : '';
  const { control, submit, fieldProps, formError } = useSchemaForm(roleInputSchema, {
    name: role?.name ?? '',
    description: shownDescription,
    permissionIds: role?.permissionIds ?? [],
  });
  const builtIn = role?.builtIn ?? false;

  const onSubmit = submit(async (values) => {
    // A built-in role keeps its name (the field is disabled); send the stored one, never an edited one.
    const described = role
      ? { ...values, description: descriptionToSave(values.description, shownDescription, role.description) }
      : values;
    const input = builtIn ? { ...described, name: role!.name } : described;
    const saved = await save.mutateAsync(role ? { ...input, id: role.id } : input);
    notify({ message: t('admin.roles.saved', { name: saved.name }), severity: 'success' });
    onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>
          {role ? t('admin.roles.editTitle', { name: role.name }) : t('admin.roles.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError error={formError} />
            {builtIn && <Alert severity="info">{t('admin.roles.builtInHelp')}</Alert>}
            <TextField
              label={t('admin.roles.name')}
              disabled={builtIn}
              autoFocus={!role}
              {...fieldProps('name', t('admin.roles.nameHelp'))}
            />
            <TextField label={t('admin.roles.description')} {...fieldProps('description')} />
            <Typography variant="h6" component="h2">
              {t('admin.roles.matrix')}
            </Typography>
            <Controller
              control={control}
              name="permissionIds"
              render={({ field, fieldState }) => (
                <>
                  <PermissionMatrix permissions={permissions} selected={field.value ?? []} onChange={field.onChange} />
                  {/* The server's refusals land here: a permission above yours, admin without manage all. */}
                  {fieldState.error?.message && (
                    <FormHelperText error role="alert">
                      {errorText(t, fieldState.error.message)}
                    </FormHelperText>
                  )}
                </>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {t('admin.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
