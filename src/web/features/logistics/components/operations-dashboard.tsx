import Grid from '@mui/material/Grid';
import { IconPackage, IconRosetteDiscountCheck, IconTruck, IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { cardState } from '@web/components/dashboard/card-state';
import { DashboardToolbar } from '@web/components/dashboard/dashboard-toolbar';
import { useLogisticsDashboard } from '../api/use-logistics';
import { onTimeRate } from '../lib/range';
import { DeliveryPerformanceCard } from './delivery-performance-card';
import { percentText, periodText, countText } from './labels';
import { ShipmentStatisticsCard } from './shipment-statistics-card';
import { StatCard } from '@web/components/dashboard/stat-card';
import { VEHICLE_ROW_HEIGHT, VehicleListCard } from './vehicle-list-card';
import { VehicleOverviewCard } from './vehicle-overview-card';

/**
 * /apps/logistics/dashboard0, the operations overview (administrators, scope admin2): what is on
 * its way, how deliveries go and the vehicles on a route, on the logistics dashboard's figures
 * (the same request, range and scope) without its share charts and country list.
 */
export function OperationsDashboard() {
  const { t, i18n } = useTranslation();
  const query = useLogisticsDashboard();
  const state = cardState(query);
  const data = query.data;
  const n = (v: number | undefined) => countText(i18n.language, v);
  const rate = data ? onTimeRate(data.performance.onTime.current, data.performance.late.current) : undefined;
  return (
    <>
      <DashboardToolbar title={t('logistics.operations.title')} period={periodText(t, i18n.language, data)} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            layout="stacked"
            testId="stat-open"
            title={t('logistics.performance.open')}
            icon={IconPackage}
            tone="primary"
            state={state}
            value={n(data?.shipments.openNow)}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            layout="stacked"
            testId="stat-in-transit"
            title={t('logistics.shipmentStatus.in_transit')}
            icon={IconTruckDelivery}
            tone="info"
            state={state}
            value={n(data?.shipments.byStatus.in_transit)}
            caption={t('logistics.operations.sentInPeriod')}
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
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <StatCard
            layout="stacked"
            testId="stat-on-route"
            title={t('logistics.stat.onRoute')}
            icon={IconTruck}
            tone="warning"
            state={state}
            value={n(data?.vehicles.byStatus.on_route)}
          />
        </Grid>

        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <DeliveryPerformanceCard state={state} data={data} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <VehicleListCard
            testId="on-route-list"
            title={t('logistics.onRoute.title')}
            subtitle={t('logistics.onRoute.subtitle')}
            state={state}
            rows={data?.vehicles.onRoute}
            // Beside the delivery performance card from md up; on a phone all of them (the server sends at most 8).
            height={330}
            phoneHeight={8 * VEHICLE_ROW_HEIGHT}
            scrollsFrom="md"
          />
        </Grid>

        <Grid size={{ xs: 12, md: 5, lg: 4 }}>
          <VehicleOverviewCard state={state} data={data?.vehicles} />
        </Grid>
        <Grid size={{ xs: 12, md: 7, lg: 8 }}>
          <ShipmentStatisticsCard state={state} data={data} />
        </Grid>
      </Grid>
    </>
  );
}
