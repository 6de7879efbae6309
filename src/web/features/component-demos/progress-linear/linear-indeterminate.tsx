import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export default function LinearIndeterminate() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      {COLORS.map((color) => (
        <LinearProgress key={color} color={color} aria-label={t('components.progressLinear.loading')} />
      ))}
    </Stack>
  );
}
