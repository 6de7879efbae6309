import type { EcommerceDashboard as Figures } from '@common/schemas/ecommerce-dashboard';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { siteName } from '../lib/labels';
import { intlLocale } from '../lib/format';
import { CountriesCard, TopProductsCard } from './list-cards';
import { OrderStatusCard, RecentOrdersCard } from './orders-cards';
import { EarningsReportCard, RevenueGrowthCard } from './revenue-cards';
import { CongratulationsCard, StatisticsCard } from './summary-cards';
import { cardState } from '@web/components/dashboard/card-state';
import { DashboardToolbar } from '@web/components/dashboard/dashboard-toolbar';
import { presetRange } from '@web/components/dashboard/range';
import { useDashboardParams } from '@web/components/dashboard/use-dashboard-params';
import { useEcommerceDashboard } from '../api/use-ecommerce-dashboard';

/** "1 Jan 2026 – 30 Jan 2026 · Fashionable Outfit" under the title, as on the other dashboards. */
function periodOf(t: TFunction, language: string, data: Figures | undefined): string | undefined {
  if (!data) return undefined;
  const day = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString(intlLocale(language), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const where = data.site ? siteName(data.site) : t('dashboards.scope.all');
  return t('dashboards.period', { from: day(data.range.from), to: day(data.range.to), where });
}

/**
 * The eCommerce dashboard: the shop's revenue, orders and customers for the range and scope in
 * the address, against the period just before it, from the server's shop tables.
 */
export function EcommerceDashboard() {
  const { t, i18n } = useTranslation();
  const { preset, scope } = useDashboardParams();
  const query = useEcommerceDashboard({ ...presetRange(preset), scope });
  const state = cardState(query);
  const data = query.data;
  const props = { state, data };
  return (
    <>
      <DashboardToolbar title={t('ecommerce.title')} period={periodOf(t, i18n.language, data)} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <CongratulationsCard {...props} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <StatisticsCard {...props} />
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <RevenueGrowthCard {...props} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <EarningsReportCard {...props} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <TopProductsCard {...props} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <CountriesCard {...props} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <OrderStatusCard {...props} />
        </Grid>
        <Grid size={12}>
          <RecentOrdersCard {...props} />
        </Grid>
      </Grid>
      {/* Below the cards: arriving with the figures, it pushes nothing down (CLS). */}
      {data && data.otherCurrencyOrders > 0 && data.currency && (
        <Alert severity="info" sx={{ mt: 3 }} data-testid="other-currencies">
          {t('ecommerce.otherCurrencies', {
            value: data.otherCurrencyOrders.toLocaleString(intlLocale(i18n.language)),
            currency: data.currency,
          })}
        </Alert>
      )}
    </>
  );
}
