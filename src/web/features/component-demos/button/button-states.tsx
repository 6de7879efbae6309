import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

export default function ButtonStates() {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  // A pretend save: the button shows its loading state for two seconds.
  useEffect(() => {
    if (!saving) return;
    const timer = setTimeout(() => setSaving(false), 2000);
    return () => clearTimeout(timer);
  }, [saving]);
  return (
    <Stack spacing={2}>
      <DemoRow>
        <Button
          variant="contained"
          loading={saving}
          loadingPosition="start"
          startIcon={<IconDeviceFloppy size={18} aria-hidden />}
          onClick={() => setSaving(true)}
        >
          {saving ? t('components.button.saving') : t('components.button.save')}
        </Button>
        <Button variant="outlined" loading>
          {t('components.button.save')}
        </Button>
        <Button variant="contained" disabled>
          {t('components.button.disabled')}
        </Button>
        <Button variant="outlined" disabled>
          {t('components.button.disabled')}
        </Button>
      </DemoRow>
      <Button variant="contained" fullWidth>
        {t('components.button.block')}
      </Button>
    </Stack>
  );
}
