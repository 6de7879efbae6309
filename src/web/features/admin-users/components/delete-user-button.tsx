import type { PublicUser } from '@common/schemas/account';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteUser } from '../api/delete-user';

/**
 * Deletes an account for good (asks first; suspending is the reversible choice). `onDeleted`
 * lets the user's own page move away from a user who no longer exists.
 */
export function DeleteUserButton({
  user,
  size = 'small',
  onDeleted,
}: {
  user: PublicUser;
  size?: 'small' | 'medium';
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteUser();
  const [open, setOpen] = useState(false);
  const errorKey = remove.error;

  const run = async () => {
    try {
      await remove.mutateAsync(user.id);
      setOpen(false);
      notify({ message: t('admin.users.deleted', { name: user.name }), severity: 'success' });
      onDeleted?.();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <>
      <Button
        size={size}
        color="error"
        onClick={() => setOpen(true)}
        aria-label={t('admin.users.deleteNamed', { name: user.name })}
      >
        {t('admin.users.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('admin.users.deleteTitle', { name: user.name })}
        text={t('admin.users.deleteText', { name: user.name })}
        confirmLabel={t('admin.users.delete')}
        danger
        pending={remove.isPending}
        error={errorKey}
        onConfirm={() => void run()}
        onClose={() => {
          setOpen(false);
          remove.reset();
        }}
      />
    </>
  );
}
