import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QueryStateProps {
  pending: boolean;
  error: boolean;
  errorText: string;
  /** Defaults to common.retry. */
  retryLabel?: string;
  /** Names the spinner for screen readers; defaults to common.loading. */
  loadingLabel?: string;
  onRetry: () => void;
  children: () => ReactNode;
}

/** Loading and error states for a page that needs one query's data before it can show anything. */
export function QueryState({
  pending,
  error,
  errorText,
  retryLabel,
  loadingLabel,
  onRetry,
  children,
}: QueryStateProps) {
  const { t } = useTranslation();
  if (error)
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>{retryLabel ?? t('common.retry')}</Button>}>
        {errorText}
      </Alert>
    );
  if (pending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={loadingLabel ?? t('common.loading')} />
      </Box>
    );
  return <>{children()}</>;
}
