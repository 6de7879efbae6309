import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import { IconAlarm, IconCalendarDue, IconTruck, IconTruckDelivery } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { DashboardToolbar } from '@web/components/dashboard/dashboard-toolbar';
import { useLogisticsDispatch } from '../api/use-logistics';
import { SHIPMENT_TONE, siteLabel, countText } from './labels';
import { ShareDonut } from './shipments-chart';
import { StatCard } from '@web/components/dashboard/stat-card';
import { VEHICLE_ROW_HEIGHT, VehicleListCard } from './vehicle-list-card';
import { VehicleOverviewCard } from './vehicle-overview-card';

const OPEN_STATUSES = [
  ['pending', 'pending'],
  ['inTransit', 'in_transit'],
  ['outForDelivery', 'out_for_delivery'],
] as const;

/**
 * /apps/logistics/dashboard2, the dispatcher's variant (any signed-in member, scope internal):
 * this site's vehicles and the parcels still on their way, now. Its own request
 * (/api/logistics/dispatch) holds no history, delivery record or other site, so there is no
 * period or scope to pick.
 */
export function DispatchDashboard() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const query = useLogisticsDispatch();
  const state = cardState(query);
  const data = query.data;
  const n = (v: number | undefined) => countText(i18n.language, v);
  const openRows = useMemo(
    () =>
      data
        ? OPEN_STATUSES.map(([key, status]) => ({
            label: t(`logistics.shipmentStatus.${status}`),
            count: data.shipments[key],
            color: theme.palette[SHIPMENT_TONE[status]].main,
          })).filter((r) => r.count > 0)
        : [],
    [data, t, theme],
  );
  return (
    <>
      <DashboardToolbar
        title={t('logistics.dispatch.title')}
        period={data ? t('logistics.dispatch.period', { where: siteLabel(data.site) }) : undefined}
        withRange={false}
        withScope={false}
      />
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
            caption={t('logistics.stat.ofVehicles', { count: data?.vehicles.total ?? 0 })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            layout="stacked"
            testId="stat-out-for-delivery"
            title={t('logistics.shipmentStatus.out_for_delivery')}
            icon={IconTruckDelivery}
            tone="info"
            state={state}
            value={n(data?.shipments.outForDelivery)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            layout="stacked"
            testId="stat-due-today"
            title={t('logistics.dispatch.dueToday')}
            icon={IconCalendarDue}
            tone="success"
            state={state}
            value={n(data?.shipments.dueToday)}
            caption={t('logistics.dispatch.deliveredToday', { count: data?.shipments.deliveredToday ?? 0 })}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            layout="stacked"
            testId="stat-overdue"
            title={t('logistics.dispatch.overdue')}
            icon={IconAlarm}
            tone="error"
            state={state}
            value={n(data?.shipments.overdue)}
            caption={t('logistics.dispatch.overdueHint')}
          />
        </Grid>

        <Grid size={{ xs: 12, md: 6 }}>
          <VehicleOverviewCard state={state} data={data?.vehicles} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <DashboardCard
            title={t('logistics.dispatch.open.title')}
            subtitle={t('logistics.dispatch.open.subtitle')}
            state={state}
            empty={openRows.length === 0}
            height={280}
            testId="open-parcels"
          >
            {() => (
              <ShareDonut
                rows={openRows}
                colors={openRows.map((r) => r.color)}
                height={280}
                label={t('logistics.dispatch.open.title')}
                totalLabel={t('dashboards.total')}
              />
            )}
          </DashboardCard>
        </Grid>
        <Grid size={12}>
          <VehicleListCard
            testId="fleet-list"
            title={t('logistics.dispatch.fleet.title')}
            subtitle={t('logistics.dispatch.fleet.subtitle')}
            state={state}
            rows={data?.vehicles.list}
            height={8 * VEHICLE_ROW_HEIGHT}
            scrollsFrom="sm"
          />
        </Grid>
      </Grid>
    </>
  );
}
