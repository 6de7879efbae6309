import { permissionInputSchema, type Permission } from '@common/schemas/admin';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormError } from '@web/components/form-error';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSavePermission } from '../api/save-permission';
import { descriptionToSave, permissionDescription } from '../built-in-texts';

/** Mounted only while open; `permission` null means a new one. */
export function PermissionDialog({ permission, onClose }: { permission: Permission | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSavePermission();
  // A built-in description shows in the reader's language here too.
  const shownDescription = permission ? permissionDescription(t, permission) : '';
  const { control, submit, fieldProps, formError } = useSchemaForm(permissionInputSchema, {
    action: permission?.action ?? '',
    subject: permission?.subject ?? '',
    own: permission?.own ?? false,
    description: shownDescription,
  });
  const onSubmit = submit(async (values) => {
    const input = permission
      ? {
          ...values,
          id: permission.id,
          description: descriptionToSave(values.description, shownDescription, permission.description),
        }
      : values;
    await save.mutateAsync(input);
    notify({
      message: t('admin.permissions.saved', { name: `${values.action} ${values.subject}` }),
      severity: 'success',
    });
    onClose();
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id={titleId}>
          {permission ? t('admin.permissions.editTitle') : t('admin.permissions.addTitle')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormError error={formError} />
            <TextField
              label={t('admin.permissions.action')}
              autoFocus
              {...fieldProps('action', t('admin.permissions.actionHelp'))}
            />
            <TextField
              label={t('admin.permissions.subject')}
              {...fieldProps('subject', t('admin.permissions.subjectHelp'))}
            />
            <Controller
              control={control}
              name="own"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value ?? false} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={t('admin.permissions.ownHelp')}
                />
              )}
            />
            <TextField label={t('admin.permissions.description')} {...fieldProps('description')} />
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
