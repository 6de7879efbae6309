import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export default function AlertVariants() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Alert variant="outlined" severity="success">
        {t('components.alert.successText')}
      </Alert>
      <Alert variant="outlined" severity="warning">
        {t('components.alert.warningText')}
      </Alert>
      <Alert variant="filled" severity="info">
        {t('components.alert.infoText')}
      </Alert>
      <Alert variant="filled" severity="error">
        {t('components.alert.errorText')}
      </Alert>
    </Stack>
  );
}
