import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { IconCircleCheck, IconCircleDashed, IconCircleX, IconStethoscope } from '@tabler/icons-react';
import { useSession } from '@web/lib/session-context';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { connectionTestSteps, type ConnectionStep } from '../lib/connection-test';
import { initialResults, runDiagnostics, type StepResult } from '../lib/diagnostics';

const ICON_SIZE = 20;

function StatusIcon({ status }: { status: StepResult['status'] }) {
  // The words say the same as the icon (for screen readers and colour blindness); the icon is decoration.
  if (status === 'running') return <CircularProgress size={ICON_SIZE - 2} aria-hidden />;
  if (status === 'passed')
    return <Box component={IconCircleCheck} size={ICON_SIZE} aria-hidden sx={{ color: 'success.main' }} />;
  if (status === 'failed')
    return <Box component={IconCircleX} size={ICON_SIZE} aria-hidden sx={{ color: 'error.main' }} />;
  return <Box component={IconCircleDashed} size={ICON_SIZE} aria-hidden sx={{ color: 'text.disabled' }} />;
}

/**
 * "Test connection" on the join dialog (issue #16): camera, microphone, signalling and a 1 MB
 * data-channel transfer, one after the other, each with its state and, when it fails, why.
 */
export function ConnectionTest({ preview }: { preview: MediaStream | null }) {
  const { t, i18n } = useTranslation();
  const { session } = useSession();
  const headingId = useId();
  const [results, setResults] = useState<StepResult<ConnectionStep>[] | null>(null);
  const [running, setRunning] = useState(false);
  const current = useRef<AbortController | null>(null);
  // Leaving the dialog (joining, another page) stops the test and lets go of the devices.
  useEffect(() => () => current.current?.abort(), []);

  const steps = connectionTestSteps({ preview, session });
  const timeouts = Object.fromEntries(steps.map((s) => [s.id, s.timeoutMs])) as Record<ConnectionStep, number>;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  const start = async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setRunning(true);
    setResults(initialResults(steps));
    await runDiagnostics(steps, (r) => !controller.signal.aborted && setResults(r), controller.signal);
    if (!controller.signal.aborted) setRunning(false);
  };

  /** What the step came to, in words: its state, and what it measured or why it failed. */
  const describe = (r: StepResult<ConnectionStep>) => {
    const status = t(`video.diag.status.${r.status}`);
    if (r.status === 'passed') {
      const ms = r.detail?.ms ?? 0;
      return t('video.diag.result', {
        status,
        text: t(`video.diag.passed.${r.id}`, { ms: number.format(ms), seconds: number.format(ms / 1000) }),
      });
    }
    if (r.status === 'failed') {
      const reason = t(`video.diag.reason.${r.reason ?? 'unexpected'}`, {
        seconds: number.format(timeouts[r.id] / 1000),
      });
      return t('video.diag.result', { status, text: reason });
    }
    return status;
  };

  const finished = results && !running;
  const failed = results?.filter((r) => r.status === 'failed').length ?? 0;

  return (
    <Box component="section" aria-labelledby={headingId} data-testid="connection-test">
      <Typography id={headingId} variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {t('video.diag.title')}
      </Typography>
      <Button
        type="button"
        variant="outlined"
        fullWidth
        startIcon={<IconStethoscope aria-hidden />}
        loading={running}
        loadingPosition="start"
        onClick={() => void start()}
      >
        {t('video.diag.run')}
      </Button>
      {results && (
        <Box component="ul" aria-live="polite" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1 }}>
          {results.map((r) => (
            <Box
              component="li"
              key={r.id}
              data-testid={`connection-test-${r.id}`}
              data-status={r.status}
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <Box
                sx={{
                  display: 'flex',
                  flexShrink: 0,
                  width: ICON_SIZE,
                  height: 24,
                  alignItems: 'center',
                  justifyContent: 'center',
                }}
              >
                <StatusIcon status={r.status} />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`video.diag.step.${r.id}`)}
                </Typography>
                <Typography variant="body2" sx={{ color: r.status === 'failed' ? 'error.main' : 'text.secondary' }}>
                  {describe(r)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {finished && (
        <Typography variant="body2" role="status" sx={{ mt: 1.5, color: failed ? 'error.main' : 'success.main' }}>
          {t(failed ? 'video.diag.summary.failed' : 'video.diag.summary.passed')}
        </Typography>
      )}
    </Box>
  );
}
