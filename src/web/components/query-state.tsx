import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

interface QueryStateProps {
  pending: boolean;
  error: boolean;
  errorText: string;
  retryLabel: string;
  onRetry: () => void;
  children: () => ReactNode;
}

/** Loading and error states for a page that needs one query's data before it can show anything. */
export function QueryState({ pending, error, errorText, retryLabel, onRetry, children }: QueryStateProps) {
  if (error)
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>{retryLabel}</Button>}>
        {errorText}
      </Alert>
    );
  if (pending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={retryLabel} />
      </Box>
    );
  return <>{children()}</>;
}
