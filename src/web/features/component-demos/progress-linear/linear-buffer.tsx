import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export default function LinearBuffer() {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(0);
  const [running, setRunning] = useState(false);
  // A pretend video: the buffer runs a little ahead of what has played.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      setProgress((p) => {
        if (p >= 100) {
          setRunning(false);
          return 100;
        }
        return Math.min(100, p + 5);
      });
    }, 300);
    return () => clearInterval(timer);
  }, [running]);
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <LinearProgress
        variant="buffer"
        value={progress}
        valueBuffer={Math.min(100, progress + 15)}
        aria-label={t('components.progressLinear.video')}
        sx={{ width: '100%' }}
      />
      <LinearProgress
        variant="query"
        color="secondary"
        aria-label={t('components.progressLinear.loading')}
        sx={{ width: '100%' }}
      />
      <Button
        variant="outlined"
        disabled={running}
        onClick={() => {
          setProgress(0);
          setRunning(true);
        }}
      >
        {t('components.progressLinear.play')}
      </Button>
    </Stack>
  );
}
