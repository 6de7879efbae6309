import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

export default function SnackbarBasic() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [archived, setArchived] = useState(0);
  const close = (_?: unknown, reason?: string) => {
    // A click elsewhere on the page leaves it: it goes by itself after five seconds.
    if (reason === 'clickaway') return;
    setOpen(false);
  };
  return (
    <DemoRow>
      <Button
        variant="contained"
        onClick={() => {
          setArchived((n) => n + 1);
          setOpen(true);
        }}
      >
        {t('components.snackbar.archive')}
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={5000}
        onClose={close}
        message={t('components.snackbar.archived')}
        action={
          <>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setArchived((n) => n - 1);
                setOpen(false);
              }}
            >
              {t('components.snackbar.undo')}
            </Button>
            <IconButton color="inherit" size="small" aria-label={t('components.snackbar.close')} onClick={close}>
              <IconX size={18} aria-hidden />
            </IconButton>
          </>
        }
      />
      <span>{t('components.snackbar.archivedCount', { count: archived })}</span>
    </DemoRow>
  );
}
