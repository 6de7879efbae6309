import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DemoSource } from './demo-card';

type Loaded = { state: 'loading' } | { state: 'ready'; code: string } | { state: 'failed' };

/** An example's source: scrollable, monospace and left-to-right in every language, with a copy button. */
export function DemoCode({ source }: { source: DemoSource }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    let live = true;
    source().then(
      (module) => live && setLoaded({ state: 'ready', code: module.default.trimEnd() }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [source]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  if (loaded.state === 'loading') return <LinearProgress aria-label={t('common.loading')} />;
  if (loaded.state === 'failed')
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {t('common.codeFailed')}
      </Alert>
    );

  const copy = () => {
    navigator.clipboard.writeText(loaded.code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    // Code reads left to right in Arabic too: the block keeps its direction and alignment.
    <Box sx={{ position: 'relative', bgcolor: 'action.hover' }} dir="ltr">
      <Button
        size="small"
        variant="tonal"
        color={copied ? 'success' : 'secondary'}
        startIcon={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
        onClick={copy}
        // Logical sides: the RTL style plugin flips left and right, and this block stays left to right.
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 20, zIndex: 1 }}
      >
        <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
      </Button>
      <Box
        component="pre"
        // A scrollable region takes the keyboard focus, so it can be scrolled without a mouse.
        tabIndex={0}
        aria-label={t('common.sourceCode')}
        sx={{
          m: 0,
          p: 2.5,
          pt: 6,
          maxHeight: 420,
          overflow: 'auto',
          textAlign: 'start',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
          fontSize: '0.8125rem',
          lineHeight: 1.6,
          color: 'text.primary',
          tabSize: 2,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <code>{loaded.code}</code>
      </Box>
    </Box>
  );
}
