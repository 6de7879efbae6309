import type { EcommerceDashboard } from '@common/schemas/ecommerce-dashboard';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { siteName } from '../lib/labels';
import { countryName, intlLocale, money } from '../lib/format';

interface Props {
  state: CardState;
  data: EcommerceDashboard | undefined;
}

const TONES = ['primary', 'success', 'info', 'warning', 'error'] as const;

/** The best sellers of the period by revenue, with units sold (and their shop, for every site). */
export function TopProductsCard({ state, data }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <DashboardCard
      title={t('ecommerce.top.title')}
      subtitle={t('ecommerce.top.subtitle')}
      state={state}
      empty={data?.topProducts.length === 0}
      height={300}
      testId="top-products"
    >
      {() => (
        <List dense disablePadding aria-label={t('ecommerce.top.title')}>
          {data!.topProducts.map((p, i) => (
            <ListItem key={p.id} disableGutters sx={{ gap: 2, py: 1 }}>
              <Avatar
                variant="rounded"
                sx={{
                  bgcolor: `${TONES[i % TONES.length]}.main`,
                  color: `${TONES[i % TONES.length]}.contrastText`,
                  width: 38,
                  height: 38,
                  fontSize: 15,
                }}
              >
                {i + 1}
              </Avatar>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography noWrap>{p.name}</Typography>
                <Typography variant="body2" color="textSecondary" noWrap>
                  {data!.scope === 'all' ? `${p.category} · ${siteName(p.site)}` : p.category}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'end' }}>
                <Typography>{money(p.amount, data!.currency, i18n.language)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {t('ecommerce.top.sold', { value: p.quantity.toLocaleString(intlLocale(i18n.language)) })}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}

/** Revenue by the country orders were shipped to, each against the largest. */
export function CountriesCard({ state, data }: Props) {
  const { t, i18n } = useTranslation();
  const largest = Math.max(1, ...(data?.byCountry.map((c) => c.amount) ?? []));
  return (
    <DashboardCard
      title={t('ecommerce.countries.title')}
      subtitle={t('ecommerce.countries.subtitle')}
      state={state}
      empty={data?.byCountry.length === 0}
      // Six countries' rows: the list's own height, so the skeleton holds its place (CLS).
      height={424}
      testId="sales-countries"
    >
      {() => (
        <List dense disablePadding aria-label={t('ecommerce.countries.title')}>
          {data!.byCountry.map((c) => {
            const name = countryName(c.country, i18n.language);
            return (
              <ListItem key={c.country} disableGutters sx={{ gap: 2, py: 0.75 }}>
                <Avatar
                  sx={{ width: 34, height: 34, fontSize: 13, bgcolor: 'action.selected', color: 'text.primary' }}
                  aria-hidden
                >
                  {c.country}
                </Avatar>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                    <Typography noWrap>{name}</Typography>
                    <Typography>{money(c.amount, data!.currency, i18n.language)}</Typography>
                  </Box>
                  <LinearProgress
                    variant="determinate"
                    value={(c.amount / largest) * 100}
                    aria-label={t('ecommerce.countries.share', { country: name })}
                    sx={{ height: 6, borderRadius: 3, my: 0.5 }}
                  />
                  <Typography variant="caption" color="textSecondary">
                    {t('ecommerce.countries.orders', { value: c.orders.toLocaleString(intlLocale(i18n.language)) })}
                  </Typography>
                </Box>
              </ListItem>
            );
          })}
        </List>
      )}
    </DashboardCard>
  );
}
