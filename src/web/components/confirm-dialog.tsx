import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from './form-error';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Defaults to common.cancel. */
  cancelLabel?: string;
  danger?: boolean;
  pending?: boolean;
  /** An error code or a failed request, shown translated. */
  error?: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asked before anything that cannot be undone with one click (revoke, suspend, delete). */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  danger,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        <FormError error={error} />
      </DialogContent>
      <DialogActions>
        {/* Cancel gets the focus: Enter on an unexpected dialog should not destroy anything. */}
        <Button onClick={onClose} autoFocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color={danger ? 'error' : 'primary'} variant="contained" loading={pending ?? false}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
