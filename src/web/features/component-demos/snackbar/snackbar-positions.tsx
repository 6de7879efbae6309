import Button from '@mui/material/Button';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const POSITIONS = [
  { id: 'topStart', vertical: 'top', horizontal: 'left' },
  { id: 'topCenter', vertical: 'top', horizontal: 'center' },
  { id: 'topEnd', vertical: 'top', horizontal: 'right' },
  { id: 'bottomStart', vertical: 'bottom', horizontal: 'left' },
  { id: 'bottomCenter', vertical: 'bottom', horizontal: 'center' },
  { id: 'bottomEnd', vertical: 'bottom', horizontal: 'right' },
] as const satisfies readonly (SnackbarOrigin & { id: string })[];

export default function SnackbarPositions() {
  const { t } = useTranslation();
  const [position, setPosition] = useState<(typeof POSITIONS)[number] | null>(null);
  return (
    <DemoRow>
      {POSITIONS.map((p) => (
        <Button key={p.id} variant="outlined" size="small" onClick={() => setPosition(p)}>
          {t(`components.snackbar.${p.id}`)}
        </Button>
      ))}
      <Snackbar
        key={position?.id}
        open={position !== null}
        anchorOrigin={position ?? undefined}
        autoHideDuration={3000}
        onClose={() => setPosition(null)}
        message={position ? t('components.snackbar.here', { place: t(`components.snackbar.${position.id}`) }) : ''}
      />
    </DemoRow>
  );
}
