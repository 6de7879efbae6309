import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const SIZES = [20, 30, 40, 56, 72];

export default function CircularSizes() {
  const { t } = useTranslation();
  return (
    <DemoRow>
      {SIZES.map((size) => (
        <CircularProgress
          key={size}
          size={size}
          thickness={size < 30 ? 5 : 3.6}
          aria-label={t('components.progressCircular.loading')}
        />
      ))}
      <CircularProgress
        enableTrackSlot
        disableShrink
        color="secondary"
        aria-label={t('components.progressCircular.loading')}
      />
    </DemoRow>
  );
}
