import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const COLORS = ['primary', 'secondary', 'success', 'info', 'warning', 'error'] as const;

export default function ChipVariants() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {(['filled', 'outlined'] as const).map((variant) => (
        <DemoRow key={variant}>
          {COLORS.map((color) => (
            <Chip key={color} variant={variant} color={color} label={t(`color.${color}`)} />
          ))}
        </DemoRow>
      ))}
    </Stack>
  );
}
