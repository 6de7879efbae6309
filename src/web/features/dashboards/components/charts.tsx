import type { DayCount, LabelCount } from '@common/schemas/dashboards';
import { ApexChart } from '@web/components/charts/apex-chart';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Over three months a bar per day is too thin to read: such ranges are drawn per week (the week's first day). */
function bucket(days: readonly DayCount[]): DayCount[] {
  if (days.length <= 92) return [...days];
  const out: DayCount[] = [];
  days.forEach((d, i) => {
    if (i % 7 === 0) out.push({ date: d.date, count: 0 });
    out[out.length - 1]!.count += d.count;
  });
  return out;
}

export const hasCounts = (series: readonly (readonly DayCount[] | undefined)[]) =>
  series.some((s) => s?.some((d) => d.count > 0) ?? false);

function useDayLabels(days: readonly DayCount[]) {
  const { i18n } = useTranslation();
  return useMemo(
    () =>
      days.map((d) =>
        new Date(`${d.date}T00:00:00Z`).toLocaleDateString(i18n.language, {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      ),
    [days, i18n.language],
  );
}

/** At most about eight labels on a day axis. */
export const labelStep = (count: number) => Math.max(1, Math.ceil(count / 8));

/** Day-by-day counts as an area, line or bar chart; several series share the days. */
export function DaysChart({
  type,
  series,
  height,
  label,
}: {
  type: 'area' | 'bar' | 'line';
  series: { name: string; data: readonly DayCount[] }[];
  height: number;
  label: string;
}) {
  const buckets = useMemo(() => series.map((s) => ({ name: s.name, data: bucket(s.data) })), [series]);
  const categories = useDayLabels(buckets[0]?.data ?? []);
  const options = useMemo<ApexOptions>(
    () => ({
      // ApexCharts ignores tickAmount on a bar chart's category axis, so a month of days would
      // print 30 labels on top of each other: every step-th day keeps its label on the axis, the
      // tooltip always names the day.
      xaxis: {
        categories: categories.map((c, i) => (i % labelStep(categories.length) === 0 ? c : '')),
        labels: { rotate: 0, hideOverlappingLabels: true },
        axisTicks: { show: false },
      },
      tooltip: { x: { formatter: (_: unknown, o?: { dataPointIndex?: number }) => categories[o?.dataPointIndex ?? -1] ?? '' } },
      yaxis: { labels: { formatter: (v: number) => String(Math.round(v)) }, min: 0, forceNiceScale: true },
      stroke: type === 'bar' ? { width: 0 } : { curve: 'smooth', width: 3 },
      fill: type === 'area' ? { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } } : {},
      plotOptions: { bar: { borderRadius: 4, columnWidth: '55%' } },
      legend: { show: series.length > 1, position: 'top' },
    }),
    [categories, type, series.length],
  );
  const data = useMemo(() => buckets.map((s) => ({ name: s.name, data: s.data.map((d) => d.count) })), [buckets]);
  return <ApexChart type={type} series={data} options={options} height={height} label={label} />;
}

/** Shares of a whole (listings by kind or site) as a donut with the total in the middle. */
export function ShareDonut({
  rows,
  labelOf,
  height,
  label,
  totalLabel,
}: {
  rows: LabelCount[];
  labelOf: (key: string) => string;
  height: number;
  label: string;
  totalLabel: string;
}) {
  const options = useMemo<ApexOptions>(
    () => ({
      labels: rows.map((r) => labelOf(r.key)),
      legend: { position: 'bottom' },
      stroke: { width: 0 },
      plotOptions: {
        pie: { donut: { size: '72%', labels: { show: true, total: { show: true, label: totalLabel } } } },
      },
    }),
    [rows, labelOf, totalLabel],
  );
  const series = useMemo(() => rows.map((r) => r.count), [rows]);
  return <ApexChart type="donut" series={series} options={options} height={height} label={label} />;
}
