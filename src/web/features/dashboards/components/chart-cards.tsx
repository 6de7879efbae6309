import type { DayCount, LabelCount } from '@common/schemas/dashboards';
import { useTranslation } from 'react-i18next';
import { DaysChart, hasCounts, ShareDonut } from './charts';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';

interface ChartCardBase {
  title: string;
  subtitle?: string | undefined;
  state: CardState;
  height: number;
  testId: string;
}

/**
 * A card of day-by-day series. `series` is undefined while the query loads; the chart is labelled
 * with the card's title, and the card says "nothing in this period" when every day is zero.
 */
export function DaysChartCard({
  type,
  series,
  ...card
}: ChartCardBase & {
  type: 'area' | 'bar' | 'line';
  series: { name: string; data: readonly DayCount[] | undefined }[];
}) {
  return (
    <DashboardCard {...card} empty={!hasCounts(series.map((s) => s.data))}>
      {() => (
        <DaysChart
          type={type}
          height={card.height}
          label={card.title}
          series={series.map((s) => ({ name: s.name, data: s.data ?? [] }))}
        />
      )}
    </DashboardCard>
  );
}

/** A card with shares of a whole as a donut (total in the middle); empty when there are no rows. */
export function DonutCard({
  rows,
  labelOf,
  ...card
}: ChartCardBase & { rows: LabelCount[] | undefined; labelOf: (key: string) => string }) {
  const { t } = useTranslation();
  return (
    <DashboardCard {...card} empty={rows !== undefined && rows.every((r) => r.count === 0)}>
      {() => (
        <ShareDonut
          rows={rows ?? []}
          labelOf={labelOf}
          height={card.height}
          label={card.title}
          totalLabel={t('dashboards.total')}
        />
      )}
    </DashboardCard>
  );
}
