import type { DayAmount, EcommerceDashboard } from '@common/schemas/ecommerce-dashboard';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ApexChart } from '@web/components/charts/apex-chart';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardState } from '@web/components/dashboard/card-state';
import { DashboardCard } from '@web/components/dashboard/dashboard-card';
import { compactMoney, intlLocale, money } from '../lib/format';
import { TrendChip } from './summary-cards';

interface Props {
  state: CardState;
  data: EcommerceDashboard | undefined;
}

/** Over three months a bar per day is too thin to read: longer ranges are summed per week (its first day). */
function byWeekWhenLong(days: readonly DayAmount[]): DayAmount[] {
  if (days.length <= 92) return [...days];
  const out: DayAmount[] = [];
  days.forEach((d, i) => {
    if (i % 7 === 0) out.push({ date: d.date, amount: 0, orders: 0 });
    const week = out[out.length - 1]!;
    week.amount += d.amount;
    week.orders += d.orders;
  });
  return out;
}

/** Bars of money with axis and tooltip in the shop's currency. */
function MoneyBars({
  labels,
  amounts,
  currency,
  name,
  height,
  label,
}: {
  labels: string[];
  amounts: number[];
  currency: string | null;
  name: string;
  height: number;
  label: string;
}) {
  const { i18n } = useTranslation();
  const options = useMemo<ApexOptions>(
    () => ({
      xaxis: {
        categories: labels,
        tickAmount: Math.min(labels.length, 12),
        labels: { rotate: -45, hideOverlappingLabels: true },
        axisTicks: { show: false },
      },
      yaxis: {
        min: 0,
        forceNiceScale: true,
        labels: { formatter: (v: number) => compactMoney(v, currency, i18n.language) },
      },
      tooltip: { y: { formatter: (v: number) => money(v, currency, i18n.language) } },
      plotOptions: { bar: { borderRadius: 4, columnWidth: labels.length > 20 ? '70%' : '45%' } },
      legend: { show: false },
    }),
    [labels, currency, i18n.language],
  );
  const series = useMemo(() => [{ name, data: amounts }], [name, amounts]);
  return <ApexChart type="bar" series={series} options={options} height={height} label={label} />;
}

/** Revenue month by month over the year up to the range's end, with the last month's change. */
export function RevenueGrowthCard({ state, data }: Props) {
  const { t, i18n } = useTranslation();
  const months = useMemo(() => data?.revenuePerMonth ?? [], [data]);
  const labels = useMemo(
    () =>
      months.map((m) =>
        new Date(`${m.month}-01T00:00:00Z`).toLocaleDateString(intlLocale(i18n.language), {
          month: 'short',
          timeZone: 'UTC',
        }),
      ),
    [months, i18n.language],
  );
  const amounts = useMemo(() => months.map((m) => m.amount), [months]);
  const total = amounts.reduce((n, a) => n + a, 0);
  const last = months.at(-1);
  const before = months.at(-2);
  return (
    <DashboardCard
      title={t('ecommerce.growth.title')}
      subtitle={t('ecommerce.growth.subtitle')}
      state={state}
      empty={total === 0}
      height={290}
      testId="chart-growth"
    >
      {() => (
        <>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h5" component="p" data-testid="growth-total">
              {money(total, data!.currency, i18n.language)}
            </Typography>
            {last && before && <TrendChip current={last.amount} previous={before.amount} />}
          </Box>
          <Typography variant="caption" color="textSecondary">
            {t('ecommerce.growth.hint')}
          </Typography>
          <MoneyBars
            labels={labels}
            amounts={amounts}
            currency={data!.currency}
            name={t('ecommerce.revenue')}
            height={230}
            label={t('ecommerce.growth.title')}
          />
        </>
      )}
    </DashboardCard>
  );
}

function Figure({
  label,
  value,
  trend,
}: {
  label: string;
  value: string;
  trend?: { current: number; previous: number };
}) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
        {trend && <TrendChip {...trend} />}
      </Box>
    </Box>
  );
}

/** The period's earnings: revenue, average order and refunds, and the revenue day by day. */
export function EarningsReportCard({ state, data }: Props) {
  const { t, i18n } = useTranslation();
  const days = useMemo(() => byWeekWhenLong(data?.revenuePerDay ?? []), [data]);
  const labels = useMemo(
    () =>
      days.map((d) =>
        new Date(`${d.date}T00:00:00Z`).toLocaleDateString(intlLocale(i18n.language), {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      ),
    [days, i18n.language],
  );
  const amounts = useMemo(() => days.map((d) => d.amount), [days]);
  return (
    <DashboardCard
      title={t('ecommerce.earnings.title')}
      subtitle={
        (data?.revenuePerDay.length ?? 0) > 92 ? t('ecommerce.earnings.perWeek') : t('ecommerce.earnings.perDay')
      }
      state={state}
      empty={data?.orders.current === 0}
      height={290}
      // On a phone the three figures take two lines above the chart.
      phoneHeight={340}
      testId="chart-earnings"
    >
      {() => (
        <>
          <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 1 }}>
            <Figure
              label={t('ecommerce.revenue')}
              value={money(data!.revenue.current, data!.currency, i18n.language)}
              trend={data!.revenue}
            />
            <Figure
              label={t('ecommerce.stat.average')}
              value={money(data!.averageOrder.current, data!.currency, i18n.language, true)}
              trend={data!.averageOrder}
            />
            <Figure
              label={t('ecommerce.refunds')}
              value={money(data!.refunds.current, data!.currency, i18n.language)}
            />
          </Box>
          <MoneyBars
            labels={labels}
            amounts={amounts}
            currency={data!.currency}
            name={t('ecommerce.revenue')}
            height={220}
            label={t('ecommerce.earnings.title')}
          />
        </>
      )}
    </DashboardCard>
  );
}
