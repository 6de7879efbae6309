import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const PERIODS = ['day', 'week', 'month'] as const;

export default function ButtonGroupDemo() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('week');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="outlined" aria-label={t('components.button.period')}>
        {PERIODS.map((p) => (
          <Button
            key={p}
            variant={p === period ? 'contained' : 'outlined'}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
          >
            {t(`components.button.${p}`)}
          </Button>
        ))}
      </ButtonGroup>
      <ButtonGroup variant="contained" color="secondary" size="small" aria-label={t('components.button.period')}>
        {PERIODS.map((p) => (
          <Button key={p}>{t(`components.button.${p}`)}</Button>
        ))}
      </ButtonGroup>
      <ButtonGroup orientation="vertical" variant="text" aria-label={t('components.button.period')}>
        {PERIODS.map((p) => (
          <Button key={p}>{t(`components.button.${p}`)}</Button>
        ))}
      </ButtonGroup>
    </Stack>
  );
}
