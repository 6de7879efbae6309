import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

interface LoadErrorAlertProps {
  /** What could not be loaded, in the page's words. */
  text: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}

/** A list that failed to load: what failed and a "Try again" (common.retry) that asks again. */
export function LoadErrorAlert({ text, onRetry, sx }: LoadErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" sx={sx ?? { m: 2 }} action={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
      {text}
    </Alert>
  );
}
