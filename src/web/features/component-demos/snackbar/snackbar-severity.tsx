import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const SEVERITIES: AlertColor[] = ['success', 'info', 'warning', 'error'];

export default function SnackbarSeverity() {
  const { t } = useTranslation();
  const [severity, setSeverity] = useState<AlertColor | null>(null);
  const close = () => setSeverity(null);
  return (
    <DemoRow>
      {SEVERITIES.map((s) => (
        <Button key={s} variant="tonal" color={s} onClick={() => setSeverity(s)}>
          {t(`color.${s}`)}
        </Button>
      ))}
      {/* A new severity replaces the message at once: the key gives each its own snackbar. */}
      <Snackbar key={severity ?? 'none'} open={severity !== null} autoHideDuration={4000} onClose={close}>
        <Alert onClose={close} severity={severity ?? 'info'} variant="filled" sx={{ width: '100%' }}>
          {t(`components.snackbar.${severity ?? 'info'}Message`)}
        </Alert>
      </Snackbar>
    </DemoRow>
  );
}
