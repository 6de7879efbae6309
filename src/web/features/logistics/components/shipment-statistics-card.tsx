import type { LogisticsDashboard } from '@common/schemas/logistics';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { ShipmentsChart } from './shipments-chart';

const HEIGHT = 280;

/** Parcels sent and delivered per day over the period: the logistics dashboard and its operations variant. */
export function ShipmentStatisticsCard({ state, data }: { state: CardState; data: LogisticsDashboard | undefined }) {
  const { t } = useTranslation();
  return (
    <DashboardCard
      title={t('logistics.shipments.title')}
      subtitle={t('logistics.shipments.subtitle')}
      state={state}
      empty={
        !data?.shipments.createdPerDay.some((d) => d.count > 0) &&
        !data?.shipments.deliveredPerDay.some((d) => d.count > 0)
      }
      height={HEIGHT}
      testId="shipment-statistics"
    >
      {() => (
        <ShipmentsChart
          created={data!.shipments.createdPerDay}
          delivered={data!.shipments.deliveredPerDay}
          height={HEIGHT}
          label={t('logistics.shipments.title')}
        />
      )}
    </DashboardCard>
  );
}
