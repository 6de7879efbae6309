import type { DayCount, LabelCount } from '@common/schemas/dashboards';
import { alpha } from '@mui/material/styles';
import { chartColors } from '@web/components/charts/apex-theme';
import { ChartJsChart } from '@web/components/charts/chartjs-chart';
import { useChartTheme } from '@web/components/charts/use-chart-theme';
import type { ChartData, ChartOptions, Plugin } from 'chart.js';
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

/*
 * The CRM and Analytics dashboards draw with Chart.js (line, bar and doughnut registered: ~60 KB
 * gzip) rather than ApexCharts (its core alone ~145 KB): the one change that takes the CRM
 * dashboard's first load under issue #12's 350 KB for any page (ADR 0021). Both libraries are the
 * stack's (DESIGN.md section 1); the other dashboards keep ApexCharts.
 */

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
  const theme = useChartTheme();
  const buckets = useMemo(() => series.map((s) => ({ name: s.name, data: bucket(s.data) })), [series]);
  const categories = useDayLabels(buckets[0]?.data ?? []);
  const data = useMemo((): ChartData<'line' | 'bar'> => {
    const colors = chartColors(theme);
    return {
      labels: categories,
      datasets: buckets.map((s, i) => {
        const color = colors[i % colors.length] ?? theme.palette.primary.main;
        return type === 'bar'
          ? {
              type: 'bar' as const,
              label: s.name,
              data: s.data.map((d) => d.count),
              backgroundColor: color,
              borderRadius: 4,
              barPercentage: 0.55,
            }
          : {
              type: 'line' as const,
              label: s.name,
              data: s.data.map((d) => d.count),
              borderColor: color,
              backgroundColor: alpha(color, 0.2),
              fill: type === 'area' ? 'origin' : false,
              // Smooth, but never dipping under zero between two days.
              cubicInterpolationMode: 'monotone' as const,
              borderWidth: 3,
              pointRadius: 0,
              pointHoverRadius: 5,
            };
      }),
    };
  }, [buckets, categories, type, theme]);
  const options = useMemo(
    (): ChartOptions<'line' | 'bar'> => ({
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
  const counts = series.map((s) => `${s.name} ${s.data.reduce((sum, d) => sum + d.count, 0)}`).join(', ');
  return (
    <ChartJsChart
      type={type === 'bar' ? 'bar' : 'line'}
      data={data}
      options={options}
      height={height}
      label={`${label}: ${counts}`}
    />
  );
}

/** The total and its word drawn in the donut's hole. */
function centreText(
  total: string,
  word: string,
  ink: { primary: string; secondary: string },
  font: string,
): Plugin<'doughnut'> {
  return {
    id: 'centreTotal',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea } = chart;
      const x = (chartArea.left + chartArea.right) / 2;
      const y = (chartArea.top + chartArea.bottom) / 2;
      ctx.save();
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillStyle = ink.primary;
      ctx.font = `600 24px ${font}`;
      ctx.fillText(total, x, y - 10);
      ctx.fillStyle = ink.secondary;
      ctx.font = `13px ${font}`;
      ctx.fillText(word, x, y + 14);
      ctx.restore();
    },
  };
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
  const { i18n } = useTranslation();
  const data = useMemo((): ChartData<'doughnut'> => {
    const colors = chartColors(theme);
    return {
      labels: rows.map((r) => labelOf(r.key)),
      datasets: [
        {
          data: rows.map((r) => r.count),
          backgroundColor: rows.map((_, i) => colors[i % colors.length] ?? theme.palette.primary.main),
          borderColor: theme.palette.background.paper,
          borderWidth: 2,
        },
      ],
    };
  }, [rows, labelOf, theme]);
  const options = useMemo(
    (): ChartOptions<'doughnut'> => ({ cutout: '72%', plugins: { legend: { position: 'bottom', align: 'center' } } }),
    [],
  );
  const total = new Intl.NumberFormat(i18n.language).format(rows.reduce((sum, r) => sum + r.count, 0));
  const plugins = useMemo(
    () => [
      centreText(
        total,
        totalLabel,
        { primary: theme.palette.text.primary, secondary: theme.palette.text.secondary },
        String(theme.typography.fontFamily),
      ),
    ],
    [total, totalLabel, theme],
  );
  const shares = rows.map((r) => `${labelOf(r.key)} ${r.count}`).join(', ');
  return (
    <ChartJsChart
      type="doughnut"
      data={data}
      options={options}
      plugins={plugins}
      height={height}
      label={`${label}: ${shares}`}
    />
  );
}
