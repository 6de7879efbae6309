import type { PublicUser } from '@common/schemas/account';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { notify } from '@web/components/snackbar/snackbar-service';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateUser } from '../api/update-user';

/** Suspend (asks first: it signs the user out everywhere) or reactivate. */
export function SuspendButton({ user, size = 'small' }: { user: PublicUser; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [open, setOpen] = useState(false);
  const suspending = user.status === 'active';
  const errorKey = update.error;

  const run = async () => {
    try {
      await update.mutateAsync({ id: user.id, status: suspending ? 'suspended' : 'active' });
      setOpen(false);
      notify({
        message: t(suspending ? 'admin.users.suspended' : 'admin.users.reactivated', { name: user.name }),
        severity: 'success',
      });
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <>
      <Button
        size={size}
        color={suspending ? 'warning' : 'success'}
        onClick={() => setOpen(true)}
        aria-label={t(suspending ? 'admin.users.suspendNamed' : 'admin.users.reactivateNamed', { name: user.name })}
      >
        {t(suspending ? 'admin.users.suspend' : 'admin.users.reactivate')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t(suspending ? 'admin.users.suspendTitle' : 'admin.users.reactivateTitle', { name: user.name })}
        text={t(suspending ? 'admin.users.suspendText' : 'admin.users.reactivateText', { name: user.name })}
        confirmLabel={t(suspending ? 'admin.users.suspend' : 'admin.users.reactivate')}
        danger={suspending}
        pending={update.isPending}
        error={errorKey}
        onConfirm={() => void run()}
        onClose={() => {
          setOpen(false);
          update.reset();
        }}
      />
    </>
  );
}
