import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { IconCloudUpload, IconHeart, IconSend, IconSettings, IconShare, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

export default function ButtonIcons() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <DemoRow>
        <Button variant="contained" endIcon={<IconSend size={18} aria-hidden />}>
          {t('components.button.send')}
        </Button>
        <Button variant="outlined" color="error" startIcon={<IconTrash size={18} aria-hidden />}>
          {t('components.button.delete')}
        </Button>
        <Button variant="tonal" color="info" startIcon={<IconCloudUpload size={18} aria-hidden />}>
          {t('components.button.upload')}
        </Button>
      </DemoRow>
      <DemoRow>
        {/* An icon alone says nothing to a screen reader: the button carries a label. */}
        <IconButton aria-label={t('components.button.like')} color="error">
          <IconHeart size={22} aria-hidden />
        </IconButton>
        <IconButton aria-label={t('components.button.share')} color="primary">
          <IconShare size={22} aria-hidden />
        </IconButton>
        <IconButton aria-label={t('components.button.settings')}>
          <IconSettings size={22} aria-hidden />
        </IconButton>
        <IconButton aria-label={t('components.button.settings')} size="small">
          <IconSettings size={18} aria-hidden />
        </IconButton>
      </DemoRow>
    </Stack>
  );
}
