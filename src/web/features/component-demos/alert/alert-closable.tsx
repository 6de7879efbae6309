import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function AlertClosable() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const reopen = useRef<HTMLButtonElement>(null);
  // The closed alert's button is gone: the keyboard goes on from the one that brings it back
  // (once it is enabled, after the render).
  useEffect(() => {
    if (!open) reopen.current?.focus();
  }, [open]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Collapse in={open} sx={{ width: '100%' }}>
        <Alert
          severity="warning"
          action={
            <IconButton
              aria-label={t('components.alert.close')}
              color="inherit"
              size="small"
              onClick={() => setOpen(false)}
            >
              <IconX size={18} aria-hidden />
            </IconButton>
          }
        >
          {t('components.alert.closableText')}
        </Alert>
      </Collapse>
      <Button ref={reopen} variant="outlined" disabled={open} onClick={() => setOpen(true)}>
        {t('components.alert.showAgain')}
      </Button>
    </Stack>
  );
}
