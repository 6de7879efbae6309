import { isAppAction, isAppSubject } from '@common/permissions/subjects';
import { permissionInputSchema, type Permission, type PermissionInput } from '@common/schemas/admin';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormError } from '@web/components/form-error';
import { errorText } from '@web/lib/error-text';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useSchemaForm } from '@web/lib/use-schema-form';
import { useId } from 'react';
import { Controller, type Control } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type * as z from 'zod/mini';
import { useTranslation } from 'react-i18next';
import { useSavePermission } from '../api/save-permission';
import { ACTIONS, SUBJECTS } from '@web/lib/ability';
import { actionLabel, descriptionToSave, permissionDescription, subjectLabel } from '../built-in-texts';

/**
 * A select of one of the lists (src/common/permissions/subjects.ts), the names shown in the
 * reader's language. A stored name outside the list (written before the lists) starts empty, so
 * saving asks for a known one instead of failing on the server.
 */
function NameSelect({
  control,
  name,
  label,
  options,
  labelOf,
  autoFocus,
}: {
  control: PermissionControl;
  name: 'action' | 'subject';
  label: string;
  options: readonly string[];
  labelOf: (t: TFunction, value: string) => string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          autoFocus={autoFocus}
          name={field.name}
          value={field.value ?? ''}
          onChange={(e) => field.onChange(e.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? errorText(t, fieldState.error.message) : undefined}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {labelOf(t, option)} ({option})
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** The form's fields before parsing (a select may still be empty) and after. */
type PermissionControl = Control<z.input<typeof permissionInputSchema>, unknown, PermissionInput>;

/** Mounted only while open; `permission` null means a new one. */
export function PermissionDialog({ permission, onClose }: { permission: Permission | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSavePermission();
  // A built-in description shows in the reader's language here too.
  const shownDescription = permission ? permissionDescription(t, permission) : '';
  const { control, submit, fieldProps, formError } = useSchemaForm(permissionInputSchema, {
    action: permission && isAppAction(permission.action) ? permission.action : undefined,
    subject: permission && isAppSubject(permission.subject) ? permission.subject : undefined,
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
            <NameSelect
              control={control}
              name="action"
              label={t('admin.permissions.action')}
              options={ACTIONS}
              labelOf={actionLabel}
              autoFocus
            />
            <NameSelect
              control={control}
              name="subject"
              label={t('admin.permissions.subject')}
              options={SUBJECTS}
              labelOf={subjectLabel}
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
