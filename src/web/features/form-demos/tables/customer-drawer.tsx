import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconX } from '@tabler/icons-react';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerDetails } from './customers-api';
import { countryName, formatDate, formatMoney } from './format';

/** An expanded row's details, read from the server when the row opens. */
export function CustomerDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const titleId = useId();
  const details = useCustomerDetails(id);
  const c = details.data;
  const line = (label: string, value: string) => (
    <Box key={label} sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Drawer
      anchor="right"
      open={id !== null}
      onClose={onClose}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 400 } } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h5" component="h2">
          {c?.name ?? t('forms.table.details')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('forms.table.close')}>
          <IconX size={20} aria-hidden />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 3 }}>
        {details.isError && (
          <LoadErrorAlert text={t('forms.table.detailsFailed')} onRetry={() => void details.refetch()} />
        )}
        {details.isPending && !details.isError && (
          <Stack sx={{ gap: 1.5 }}>
            {[1, 2, 3, 4, 5].map((n) => (
              <Skeleton key={n} variant="text" />
            ))}
          </Stack>
        )}
        {c && (
          <>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1.5, m: 0 }}>
              {line(t('forms.f.email'), c.email)}
              {line(t('forms.f.country'), countryName(c.country, lang))}
              {line(t('forms.table.col.orders'), String(c.orders))}
              {line(t('forms.table.col.spent'), formatMoney(c.spentMinor, c.currency, lang))}
              {line(t('forms.table.col.since'), formatDate(c.createdAt, lang))}
              {line(t('forms.table.lastOrder'), c.lastOrderAt ? formatDate(c.lastOrderAt, lang) : '—')}
            </Box>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1.5, fontWeight: 500 }}>
              {t('forms.table.addresses')}
            </Typography>
            {c.addresses.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t('forms.table.noAddresses')}
              </Typography>
            ) : (
              <Stack sx={{ gap: 2 }}>
                {c.addresses.map((a) => (
                  <Box key={a.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
                    <Stack direction="row" sx={{ gap: 1, mb: 1 }}>
                      <Chip size="small" variant="outlined" label={t(`forms.table.address.${a.kind}`)} />
                      {a.isDefault && (
                        <Chip size="small" color="primary" variant="outlined" label={t('forms.table.default')} />
                      )}
                    </Stack>
                    <Typography variant="body2">{a.name}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {a.line1}, {a.postalCode} {a.city}, {countryName(a.country, lang)}
                    </Typography>
                  </Box>
                ))}
              </Stack>
            )}
          </>
        )}
      </Box>
    </Drawer>
  );
}
