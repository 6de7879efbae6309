import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;

export default function AlertBasic() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {SEVERITIES.map((severity) => (
        <Alert key={severity} severity={severity}>
          {t(`components.alert.${severity}Text`)}
        </Alert>
      ))}
    </Stack>
  );
}
