import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

export default function ChipSizes() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <DemoRow>
        <Chip size="small" color="primary" label={t('components.chip.small')} />
        <Chip color="primary" label={t('components.chip.medium')} />
      </DemoRow>
      <DemoRow>
        <Chip size="small" variant="outlined" label={t('components.chip.small')} />
        <Chip variant="outlined" label={t('components.chip.medium')} />
        {/* aria-disabled tells assistive technology too, not only the eye. */}
        <Chip disabled aria-disabled label={t('components.chip.disabled')} />
      </DemoRow>
    </Stack>
  );
}
