import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** Listings could not be loaded (a grid or a search): says so, with a way to ask again. */
export function ListingsLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert severity="error" action={<Button onClick={onRetry}>{t('common.retry')}</Button>}>
      {t('listings.loadFailed')}
    </Alert>
  );
}
