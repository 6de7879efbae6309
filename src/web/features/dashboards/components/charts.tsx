import type { DayCount, LabelCount } from '@common/schemas/dashboards';
import { chartColors } from '@web/components/charts/apex-theme';
import { ChartJsChart } from '@web/components/charts/chartjs-chart';
import { useChartTheme } from '@web/components/charts/use-chart-theme';
import { SvgDonut } from '@web/components/charts/svg-donut';
import { SvgLineChart } from '@web/components/charts/svg-line-chart';
import type { ChartData, ChartOptions } from 'chart.js';
import Skeleton from '@mui/material/Skeleton';
import { useInView } from '@web/lib/use-in-view';
import { useMemo, type ReactNode } from 'react';
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

/*
 * The CRM and Analytics dashboards draw their bar charts with Chart.js (line, bar and doughnut
 * registered: ~66 KB gzip) rather than ApexCharts (its core alone ~145 KB), and their line and
 * area charts and donuts with our own SVG (svg-line-chart.tsx, svg-donut.tsx): those are in the
 * CRM dashboard's first window, so Chart.js loads only when a bar chart scrolls into view
 * (ADR 0021). Both libraries are the stack's (DESIGN.md section 1); the other dashboards keep
 * ApexCharts.
 */

/**
 * A chart drawn once it comes into the window, a skeleton of its size until then (as the Chart.js
 * charts are, ADR 0021): on a phone every chart starts below the figures, and drawing them at
 * load would only lengthen the page's first tasks.
 */
function WhenSeen({ height, children }: { height: number; children: () => ReactNode }) {
  const [box, inView] = useInView<HTMLDivElement>();
  return (
    <div ref={box} style={{ height }}>
      {inView ? children() : <Skeleton variant="rounded" height={height} />}
    </div>
  );
}

/** Whole counts in the page's language. */
function useCountFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const nf = new Intl.NumberFormat(i18n.language);
    return (n: number) => nf.format(n);
  }, [i18n.language]);
}

/** Day-by-day counts as an area, line or bar chart; several series share the days. */
export function DaysChart(props: {
  type: 'area' | 'bar' | 'line';
  series: { name: string; data: readonly DayCount[] }[];
  height: number;
  label: string;
}) {
  return props.type === 'bar' ? <DaysBarChart {...props} /> : <DaysLineChart {...props} area={props.type === 'area'} />;
}

/** The chart's name for screen readers: its title and each series' total. */
function daysLabel(label: string, series: { name: string; data: readonly DayCount[] }[]) {
  const counts = series.map((s) => `${s.name} ${s.data.reduce((sum, d) => sum + d.count, 0)}`).join(', ');
  return `${label}: ${counts}`;
}

function DaysLineChart({
  series,
  height,
  label,
  area,
}: {
  series: { name: string; data: readonly DayCount[] }[];
  height: number;
  label: string;
  area: boolean;
}) {
  const theme = useChartTheme();
  const format = useCountFormat();
  const buckets = useMemo(() => series.map((s) => ({ name: s.name, data: bucket(s.data) })), [series]);
  const categories = useDayLabels(buckets[0]?.data ?? []);
  const colors = chartColors(theme);
  return (
    <WhenSeen height={height}>
      {() => (
        <SvgLineChart
          categories={categories}
          series={buckets.map((s, i) => ({
            name: s.name,
            values: s.data.map((d) => d.count),
            color: colors[i % colors.length] ?? theme.palette.primary.main,
          }))}
          height={height}
          label={daysLabel(label, series)}
          area={area}
          theme={theme}
          format={format}
        />
      )}
    </WhenSeen>
  );
}

function DaysBarChart({
  series,
  height,
  label,
}: {
  series: { name: string; data: readonly DayCount[] }[];
  height: number;
  label: string;
}) {
  const theme = useChartTheme();
  const buckets = useMemo(() => series.map((s) => ({ name: s.name, data: bucket(s.data) })), [series]);
  const categories = useDayLabels(buckets[0]?.data ?? []);
  const data = useMemo((): ChartData<'bar'> => {
    const colors = chartColors(theme);
    return {
      labels: categories,
      datasets: buckets.map((s, i) => ({
        label: s.name,
        data: s.data.map((d) => d.count),
        backgroundColor: colors[i % colors.length] ?? theme.palette.primary.main,
        borderRadius: 4,
        barPercentage: 0.55,
      })),
    };
  }, [buckets, categories, theme]);
  const options = useMemo(
    (): ChartOptions<'bar'> => ({
      // The tooltip names the day under the pointer anywhere in its column, as ApexCharts did.
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: { display: series.length > 1 } },
      scales: {
        // At most about eight day labels on the axis; the tooltip always names the day.
        x: {
          grid: { display: false },
          ticks: {
            maxRotation: 0,
            autoSkip: true,
            maxTicksLimit: 8,
          },
        },
        y: { beginAtZero: true, ticks: { precision: 0 } },
      },
    }),
    [series.length],
  );
  return <ChartJsChart type="bar" data={data} options={options} height={height} label={daysLabel(label, series)} />;
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
  const theme = useChartTheme();
  const format = useCountFormat();
  const colors = chartColors(theme);
  const shares = rows.map((r) => `${labelOf(r.key)} ${r.count}`).join(', ');
  return (
    <WhenSeen height={height}>
      {() => (
        <SvgDonut
          slices={rows.map((r, i) => ({
            label: labelOf(r.key),
            value: r.count,
            color: colors[i % colors.length] ?? theme.palette.primary.main,
          }))}
          height={height}
          label={`${label}: ${shares}`}
          total={format(rows.reduce((sum, r) => sum + r.count, 0))}
          totalLabel={totalLabel}
          theme={theme}
          format={format}
        />
      )}
    </WhenSeen>
  );
}
