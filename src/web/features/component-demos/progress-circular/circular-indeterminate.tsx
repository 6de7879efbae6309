import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export default function CircularIndeterminate() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      {COLORS.map((color) => (
        <CircularProgress key={color} color={color} aria-label={t('components.progressCircular.loading')} />
      ))}
    </DemoRow>
  );
}
