import type { DayCount } from '@common/schemas/dashboards';
import { ApexChart } from '@web/components/charts/apex-chart';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Enrolments are few per day: beyond a month the chart is drawn per week (the week's first day), so it shows a trend, not spikes. */
function bucket(days: readonly DayCount[]): DayCount[] {
  if (days.length <= 31) return [...days];
  const out: DayCount[] = [];
  days.forEach((d, i) => {
    if (i % 7 === 0) out.push({ date: d.date, count: 0 });
    out[out.length - 1]!.count += d.count;
  });
  return out;
}

export const hasCounts = (series: readonly (readonly DayCount[] | undefined)[]) =>
  series.some((s) => s?.some((d) => d.count > 0) ?? false);

/** Enrolments and completions day by day (or week by week) as areas. */
export function LearningChart({
  series,
  height,
  label,
}: {
  series: { name: string; data: readonly DayCount[] }[];
  height: number;
  label: string;
}) {
  const { i18n } = useTranslation();
  const buckets = useMemo(() => series.map((s) => ({ name: s.name, data: bucket(s.data) })), [series]);
  const categories = useMemo(
    () =>
      (buckets[0]?.data ?? []).map((d) =>
        new Date(`${d.date}T00:00:00Z`).toLocaleDateString(i18n.language, {
          month: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      ),
    [buckets, i18n.language],
  );
  const options = useMemo<ApexOptions>(
    () => ({
      xaxis: {
        categories,
        tickAmount: Math.min(categories.length, 8),
        labels: { rotate: 0, hideOverlappingLabels: true },
        axisTicks: { show: false },
      },
      yaxis: { labels: { formatter: (v: number) => String(Math.round(v)) }, min: 0, forceNiceScale: true },
      stroke: { curve: 'smooth', width: 3 },
      markers: { size: 0 },
      fill: { type: 'gradient', gradient: { opacityFrom: 0.4, opacityTo: 0.05 } },
      legend: { show: true, position: 'top' },
    }),
    [categories],
  );
  const data = useMemo(() => buckets.map((s) => ({ name: s.name, data: s.data.map((d) => d.count) })), [buckets]);
  return <ApexChart type="area" series={data} options={options} height={height} label={label} />;
}

/** The topics learners enrol on, as a donut with the total in the middle. */
export function TopicsDonut({
  rows,
  height,
  label,
  totalLabel,
}: {
  rows: { label: string; count: number }[];
  height: number;
  label: string;
  totalLabel: string;
}) {
  const options = useMemo<ApexOptions>(
    () => ({
      labels: rows.map((r) => r.label),
      legend: { position: 'bottom' },
      stroke: { width: 0 },
      plotOptions: {
        pie: { donut: { size: '70%', labels: { show: true, total: { show: true, label: totalLabel } } } },
      },
    }),
    [rows, totalLabel],
  );
  const series = useMemo(() => rows.map((r) => r.count), [rows]);
  return <ApexChart type="donut" series={series} options={options} height={height} label={label} />;
}
