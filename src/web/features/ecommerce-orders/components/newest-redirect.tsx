import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';

interface Props {
  query: { isPending: boolean; isError: boolean; data?: { items: readonly { id: string }[] } | undefined };
  to: (id: string) => string;
  emptyText: string;
}

/**
 * The menu's "Details" entries open the newest order or customer (the template links a fixed demo
 * id that no shop has): this finds it and replaces the address with its own.
 */
export function NewestRedirect({ query, to, emptyText }: Props) {
  const { t } = useTranslation();
  const first = query.data?.items[0];
  if (first) return <Navigate to={to(first.id)} replace />;
  if (query.isError) return <Alert severity="error">{t('ecommerceOrders.details.loadFailed')}</Alert>;
  if (query.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('ecommerceOrders.loading')} />
      </Box>
    );
  return <Alert severity="info">{emptyText}</Alert>;
}
