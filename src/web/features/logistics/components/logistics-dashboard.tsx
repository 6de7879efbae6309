import { SHIPMENT_STATUSES } from '@common/schemas/logistics';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { IconAlertTriangle, IconPackages, IconRosetteDiscountCheck, IconTruck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogisticsDashboard } from '../api/use-logistics';
import { onTimeRate } from '../lib/range';
import { cardState } from '@web/components/dashboard/card-state';
import { CountriesCard } from './countries-card';
import { DeliveryPerformanceCard } from './delivery-performance-card';
import { periodText, percentText, SHIPMENT_TONE, countText } from './labels';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { DashboardToolbar } from '@web/components/dashboard/dashboard-toolbar';
import { OnRouteCard } from './on-route-card';
import { ShareDonut } from './shipments-chart';
import { ShipmentStatisticsCard } from './shipment-statistics-card';
import { StatCard } from '@web/components/dashboard/stat-card';
import { VehicleOverviewCard } from './vehicle-overview-card';

/**
 * The logistics dashboard: the fleet now, the shipments of the range and how their deliveries
 * went, against the period just before. One request feeds every card.
 */
export function LogisticsDashboard() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const query = useLogisticsDashboard();
  const state = cardState(query);
  const data = query.data;
  const n = (v: number | undefined) => countText(i18n.language, v);
  const rate = data ? onTimeRate(data.performance.onTime.current, data.performance.late.current) : undefined;
  const rateBefore = data ? onTimeRate(data.performance.onTime.previous, data.performance.late.previous) : null;

  const statusRows = useMemo(
    () =>
      data
        ? SHIPMENT_STATUSES.map((s) => ({
            label: t(`logistics.shipmentStatus.${s}`),
            count: data.shipments.byStatus[s],
          })).filter((r) => r.count > 0)
        : [],
    [data, t],
  );
  const statusColors = useMemo(
    () =>
      data
        ? SHIPMENT_STATUSES.filter((s) => data.shipments.byStatus[s] > 0).map(
            (s) => theme.palette[SHIPMENT_TONE[s]].main,
          )
        : undefined,
    [data, theme],
  );
  const reasonRows = useMemo(
    () =>
      data?.performance.exceptionsByReason.map((r) => ({
        label: t(`logistics.exception.${r.key}`, { defaultValue: r.key }),
        count: r.count,
      })) ?? [],
    [data, t],
  );

  return (
    <>
      <DashboardToolbar title={t('logistics.dashboard.title')} period={periodText(t, i18n.language, data)} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            layout="stacked"
            testId="stat-on-route"
            title={t('logistics.stat.onRoute')}
            icon={IconTruck}
            tone="primary"
            state={state}
            value={n(data?.vehicles.byStatus.on_route)}
            caption={data ? t('logistics.stat.ofVehicles', { count: data.vehicles.total }) : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            layout="stacked"
            testId="stat-shipments"
            title={t('logistics.stat.shipments')}
            icon={IconPackages}
            tone="info"
            state={state}
            value={n(data?.shipments.created.current)}
            trend={data?.shipments.created}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            layout="stacked"
            testId="stat-on-time"
            title={t('logistics.stat.onTime')}
            icon={IconRosetteDiscountCheck}
            tone="success"
            state={state}
            value={rate === undefined ? undefined : percentText(i18n.language, rate)}
            caption={data ? t('logistics.stat.before', { value: percentText(i18n.language, rateBefore) }) : undefined}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            layout="stacked"
            testId="stat-exceptions"
            title={t('logistics.stat.exceptions')}
            icon={IconAlertTriangle}
            tone="error"
            state={state}
            value={n(data?.performance.exceptions.current)}
            trend={data?.performance.exceptions}
            riseIsBad
          />
        </Grid>

        <Grid size={{ xs: 12, lg: 5 }}>
          <VehicleOverviewCard state={state} data={data?.vehicles} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ShipmentStatisticsCard state={state} data={data} />
        </Grid>

        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <DeliveryPerformanceCard state={state} data={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <DashboardCard
            title={t('logistics.byStatus.title')}
            subtitle={t('logistics.byStatus.subtitle')}
            state={state}
            empty={statusRows.length === 0}
            height={330}
            testId="deliveries-by-status"
          >
            {() => (
              <ShareDonut
                rows={statusRows}
                colors={statusColors}
                height={330}
                label={t('logistics.byStatus.title')}
                totalLabel={t('dashboards.total')}
              />
            )}
          </DashboardCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <DashboardCard
            title={t('logistics.exceptions.title')}
            subtitle={t('logistics.exceptions.subtitle')}
            state={state}
            empty={reasonRows.length === 0}
            height={330}
            testId="delivery-exceptions"
          >
            {() => (
              <ShareDonut
                rows={reasonRows}
                height={330}
                label={t('logistics.exceptions.title')}
                totalLabel={t('dashboards.total')}
              />
            )}
          </DashboardCard>
        </Grid>

        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <CountriesCard state={state} rows={data?.countries} total={data?.shipments.created.current ?? 0} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <OnRouteCard state={state} rows={data?.vehicles.onRoute} allSites={data?.scope === 'all'} />
        </Grid>
      </Grid>
    </>
  );
}
