import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export default function AlertWithTitle() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small">
            {t('components.alert.update')}
          </Button>
        }
      >
        <AlertTitle>{t('components.alert.updateTitle')}</AlertTitle>
        {t('components.alert.updateText')}
      </Alert>
      <Alert severity="success" icon={<IconRocket size={22} aria-hidden />}>
        <AlertTitle>{t('components.alert.launchTitle')}</AlertTitle>
        {t('components.alert.launchText')}
      </Alert>
      <Alert severity="warning" icon={false}>
        {t('components.alert.noIcon')}
      </Alert>
    </Stack>
  );
}
