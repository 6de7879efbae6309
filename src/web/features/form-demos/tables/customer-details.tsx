import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoadErrorAlert } from '@web/components/load-error-alert';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerDetails } from './customers-api';
import { countryName, formatDate, formatMoney } from './format';

/** An expanded row's details, read from the server when the row opens: the facts, then the addresses. */
export function CustomerDetails({ id, name }: { id: string; name: string }) {
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
    <Box component="section" aria-labelledby={titleId} sx={{ px: { xs: 0, sm: 1 } }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {name}
      </Typography>
      {details.isError && (
        <LoadErrorAlert text={t('forms.table.detailsFailed')} onRetry={() => void details.refetch()} />
      )}
      {details.isPending && !details.isError && (
        <Stack sx={{ gap: 1, maxWidth: 360 }}>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} variant="text" />
          ))}
        </Stack>
      )}
      {c && (
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: { xs: 2, md: 6 } }}>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0 }}
          >
            {line(t('forms.f.email'), c.email)}
            {line(t('forms.f.country'), countryName(c.country, lang))}
            {line(t('forms.table.col.spent'), formatMoney(c.spentMinor, c.currency, lang))}
            {line(t('forms.table.lastOrder'), c.lastOrderAt ? formatDate(c.lastOrderAt, lang) : '—')}
          </Box>
          <Box sx={{ flex: 1 }}>
            <Typography variant="body2" component="h4" sx={{ fontWeight: 600, mb: 1 }}>
              {t('forms.table.addresses')}
            </Typography>
            {c.addresses.length === 0 ? (
              <Typography variant="body2" color="textSecondary">
                {t('forms.table.noAddresses')}
              </Typography>
            ) : (
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
                {c.addresses.map((a) => (
                  <Box
                    key={a.id}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, bgcolor: 'background.paper' }}
                  >
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
          </Box>
        </Stack>
      )}
    </Box>
  );
}
