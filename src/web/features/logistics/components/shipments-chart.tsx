import type { DayCount } from '@common/schemas/dashboards';
import { ApexChart } from '@web/components/charts/apex-chart';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Bucket = 'day' | 'week' | 'month';

/** A bar a day up to a month, a bar a week up to three months, a bar a month beyond (this year). */
const bucketOf = (days: number): Bucket => (days <= 31 ? 'day' : days <= 92 ? 'week' : 'month');

function group(days: readonly DayCount[], bucket: Bucket): DayCount[] {
  if (bucket === 'day') return [...days];
  const out: DayCount[] = [];
  days.forEach((d, i) => {
    const starts = bucket === 'week' ? i % 7 === 0 : i === 0 || d.date.slice(0, 7) !== days[i - 1]!.date.slice(0, 7);
    if (starts) out.push({ date: d.date, count: 0 });
    out[out.length - 1]!.count += d.count;
  });
  return out;
}

/** Shipments sent (bars) and delivered (line) over the range, one chart. */
export function ShipmentsChart({
  created,
  delivered,
  height,
  label,
}: {
  created: DayCount[];
  delivered: DayCount[];
  height: number;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  const bucket = bucketOf(created.length);
  const sent = useMemo(() => group(created, bucket), [created, bucket]);
  const done = useMemo(() => group(delivered, bucket), [delivered, bucket]);
  // A time axis: ApexCharts then spaces and thins the labels itself; the text is the page's language.
  const dateText = useMemo(() => {
    const format = new Intl.DateTimeFormat(
      i18n.language,
      bucket === 'month'
        ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { month: 'short', day: 'numeric', timeZone: 'UTC' },
    );
    return (time: number) => format.format(new Date(time));
  }, [i18n.language, bucket]);
  const options = useMemo<ApexOptions>(
    () => ({
      xaxis: {
        type: 'datetime',
        labels: {
          rotate: 0,
          hideOverlappingLabels: true,
          datetimeUTC: true,
          formatter: (_value: string, time?: number) => (time === undefined ? '' : dateText(time)),
        },
        axisTicks: { show: false },
      },
      yaxis: { labels: { formatter: (v: number) => String(Math.round(v)) }, min: 0, forceNiceScale: true },
      tooltip: { x: { formatter: (time: number) => dateText(time) } },
      stroke: { width: [0, 3], curve: 'monotoneCubic' },
      plotOptions: { bar: { borderRadius: 4, columnWidth: bucket === 'day' ? '55%' : '40%' } },
      legend: { show: true, position: 'top' },
      markers: { size: bucket === 'day' ? 0 : 4 },
    }),
    [dateText, bucket],
  );
  const series = useMemo(() => {
    const points = (rows: DayCount[]) => rows.map((d) => ({ x: Date.parse(`${d.date}T00:00:00Z`), y: d.count }));
    return [
      { name: t('logistics.shipments.sent'), type: 'column', data: points(sent) },
      { name: t('logistics.shipments.delivered'), type: 'line', data: points(done) },
    ];
  }, [sent, done, t]);
  return <ApexChart type="line" series={series} options={options} height={height} label={label} />;
}

/** Shares of a whole (deliveries by status, exceptions by reason) as a donut with the total in the middle. */
export function ShareDonut({
  rows,
  height,
  label,
  totalLabel,
  colors,
}: {
  rows: { label: string; count: number }[];
  height: number;
  label: string;
  totalLabel: string;
  colors?: string[] | undefined;
}) {
  const options = useMemo<ApexOptions>(
    () => ({
      labels: rows.map((r) => r.label),
      legend: { position: 'bottom' },
      stroke: { width: 0 },
      ...(colors ? { colors } : {}),
      plotOptions: {
        pie: { donut: { size: '72%', labels: { show: true, total: { show: true, label: totalLabel } } } },
      },
    }),
    [rows, totalLabel, colors],
  );
  const series = useMemo(() => rows.map((r) => r.count), [rows]);
  return <ApexChart type="donut" series={series} options={options} height={height} label={label} />;
}
