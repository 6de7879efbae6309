import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoRow } from '../demo-row';

const STEPS = [25, 50, 75, 100];

/** A circle with its percentage in the middle. */
function WithLabel({ value, label }: { value: number; label: string }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress enableTrackSlot variant="determinate" value={value} size={56} aria-label={label} />
      <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
        <Typography variant="caption" component="span" sx={{ fontWeight: 600 }} aria-hidden>
          {`${Math.round(value)}%`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function CircularDeterminate() {
  const { t } = useTranslation();
  const [upload, setUpload] = useState(0);
  const [running, setRunning] = useState(false);
  // A pretend upload: a tenth more every 400 ms until it is complete.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setUpload((v) => {
        if (v >= 100) {
          setRunning(false);
          return 100;
        }
        return Math.min(100, v + 10);
      });
    }, 400);
    return () => clearInterval(timer);
  }, [running]);
  const label = t('components.progressCircular.progress');
  return (
    <Stack spacing={3}>
      <DemoRow>
        {STEPS.map((value) => (
          <CircularProgress
            enableTrackSlot
            key={value}
            variant="determinate"
            value={value}
            color="success"
            aria-label={label}
          />
        ))}
      </DemoRow>
      <DemoRow>
        <WithLabel value={upload} label={t('components.progressCircular.upload')} />
        <Button
          variant="outlined"
          disabled={running}
          onClick={() => {
            setUpload(0);
            setRunning(true);
          }}
        >
          {t('components.progressCircular.start')}
        </Button>
      </DemoRow>
    </Stack>
  );
}
