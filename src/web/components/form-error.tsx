import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** The error of a whole form (wrong password, too many tries, offline), announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {t(message)}
    </Alert>
  );
}
