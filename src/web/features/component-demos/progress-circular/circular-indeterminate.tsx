import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

// enableTrackSlot draws the full ring under the arc: it still shows when motion is reduced.
export default function CircularIndeterminate() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      {COLORS.map((color) => (
        <CircularProgress
          enableTrackSlot
          key={color}
          color={color}
          aria-label={t('components.progressCircular.loading')}
        />
      ))}
    </DemoRow>
  );
}
