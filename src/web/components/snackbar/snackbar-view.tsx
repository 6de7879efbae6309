import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismiss, type SnackbarMessage } from './snackbar-service';

/**
 * One toast on screen. Errors and warnings interrupt a screen reader (role=alert); the rest wait
 * for a pause (role=status). MUI pauses the timer while hovered or focused, and Escape closes.
 * A click elsewhere does not: a toast that vanishes on any click is easy to miss.
 */
export default function SnackbarView({ message }: { message: SnackbarMessage }) {
  // Keyed by id, so each toast starts open and animates in.
  return <Toast key={message.id} message={message} />;
}

function Toast({ message }: { message: SnackbarMessage }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const close = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  const urgent = message.severity === 'error' || message.severity === 'warning';
  return (
    <Snackbar
      open={open}
      onClose={close}
      autoHideDuration={message.timeout}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      // The next toast shows once this one has slid away.
      slotProps={{ transition: { onExited: () => dismiss(message.id) } }}
      sx={{ displayPrint: 'none' }}
    >
      <Alert
        severity={message.severity}
        variant="filled"
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        onClose={() => setOpen(false)}
        closeText={t('snackbar.close')}
        sx={{ width: '100%', alignItems: 'center', boxShadow: 6 }}
      >
        {message.message}
      </Alert>
    </Snackbar>
  );
}
