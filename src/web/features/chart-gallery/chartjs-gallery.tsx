import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { chartColors } from '@web/components/charts/apex-theme';
import { ChartJsChart, type ChartJsChartProps, type ChartJsType } from '@web/components/charts/chartjs-chart';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GalleryGrid } from './gallery-grid';
import { CHART_HEIGHT, type ChartKind } from './chart-grid';
import {
  activity,
  candles,
  expenses,
  EXPENSES,
  goals,
  GOALS,
  homes,
  revenue,
  sales,
  segments,
  SEGMENTS,
  skills,
  SKILLS,
  slotLabel,
  SLOTS,
  sources,
  SOURCES,
  traffic,
} from './sample-data';
import { useChartLabels } from './use-chart-labels';
import { useChartTheme } from '@web/components/charts/use-chart-theme';

// Each chart keeps its own type's data and options: the record is heterogeneous on purpose.
type AnyChart = { [T in ChartJsType]: Omit<ChartJsChartProps<T>, 'height' | 'label'> }[ChartJsType];

interface Entry {
  chart: AnyChart;
  /** Said under the chart where Chart.js has no such chart type and we draw it with another. */
  note?: string;
  /** Drawn beside the chart where its own legend would say the wrong thing. */
  legend?: ReactNode;
}

function Legend({ items }: { items: { label: string; color: string; value: string }[] }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', columnGap: 2.5, rowGap: 1, mt: 1.5 }}>
      {items.map((item) => (
        <Stack key={item.label} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color }} />
          <Typography variant="body2" color="textSecondary">
            {item.label}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {item.value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** The eleven chart types drawn with Chart.js, in the theme's colours. */
export function ChartjsGallery() {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const { months, weekdays, days } = useChartLabels();

  const entries = useMemo((): Record<ChartKind, Entry> => {
    const p = theme.palette;
    const colors = chartColors(theme);
    const color = (i: number) => colors[i % colors.length] ?? p.primary.main;
    const thousands = (v: number | string) => `${v}k`;
    const kTicks = { ticks: { callback: thousands } };
    const peak = Math.max(...activity.flat());

    return {
      area: {
        chart: {
          type: 'line',
          data: {
            labels: months,
            datasets: (['organic', 'direct', 'referral'] as const).map((channel, i) => ({
              label: t(`charts.s.${channel}`),
              data: traffic[channel],
              borderColor: color(i),
              backgroundColor: alpha(color(i), 0.18),
              fill: 'origin',
              tension: 0.4,
              pointRadius: 0,
              borderWidth: 2,
            })),
          },
          options: { scales: { y: kTicks }, interaction: { mode: 'index', intersect: false } },
        },
      },
      donut: {
        chart: {
          type: 'doughnut',
          data: {
            labels: EXPENSES.map((e) => t(`charts.s.${e}`)),
            datasets: [
              {
                data: expenses,
                backgroundColor: expenses.map((_, i) => color(i)),
                borderColor: p.background.paper,
                borderWidth: 3,
              },
            ],
          },
          options: { cutout: '68%', plugins: { legend: { position: 'bottom', align: 'center' } } },
        },
      },
      bar: {
        chart: {
          type: 'bar',
          data: {
            labels: months,
            datasets: [
              {
                label: t('charts.s.thisYear'),
                data: sales.thisYear,
                backgroundColor: color(0),
                borderRadius: 4,
                categoryPercentage: 0.6,
              },
              {
                label: t('charts.s.lastYear'),
                data: sales.lastYear,
                backgroundColor: color(1),
                borderRadius: 4,
                categoryPercentage: 0.6,
              },
            ],
          },
          options: { scales: { x: { grid: { display: false } }, y: kTicks } },
        },
      },
      line: {
        chart: {
          type: 'line',
          data: {
            labels: months,
            datasets: [
              {
                label: t('charts.s.revenue'),
                data: revenue.actual,
                borderColor: color(0),
                backgroundColor: color(0),
                tension: 0.4,
                borderWidth: 3,
                pointRadius: 4,
              },
              {
                label: t('charts.s.target'),
                data: revenue.target,
                borderColor: color(1),
                backgroundColor: color(1),
                borderDash: [6, 6],
                borderWidth: 2,
                pointRadius: 0,
              },
            ],
          },
          options: { scales: { y: kTicks }, interaction: { mode: 'index', intersect: false } },
        },
      },
      candlestick: {
        note: t('charts.chartjs.candlestickNote'),
        chart: {
          type: 'bar',
          data: {
            labels: days,
            datasets: [
              // Two floating bars on the same day: a thin one from low to high (the wick), a wide
              // one from open to close (the body), green when the day closed higher.
              {
                label: t('charts.s.price'),
                data: candles.map((c) => [c.open, c.close] as [number, number]),
                backgroundColor: candles.map((c) => (c.close >= c.open ? p.success.main : p.error.main)),
                grouped: false,
                barPercentage: 0.7,
                borderSkipped: false,
              },
              {
                label: 'wick',
                data: candles.map((c) => [c.low, c.high] as [number, number]),
                backgroundColor: candles.map((c) => (c.close >= c.open ? p.success.main : p.error.main)),
                grouped: false,
                barThickness: 2,
              },
            ],
          },
          options: {
            plugins: {
              legend: { display: false },
              tooltip: {
                filter: (item) => item.datasetIndex === 0,
                callbacks: {
                  label: (item) => {
                    const c = candles[item.dataIndex];
                    if (!c) return '';
                    return [
                      `${t('charts.s.open')}: ${c.open.toFixed(2)}`,
                      `${t('charts.s.high')}: ${c.high.toFixed(2)}`,
                      `${t('charts.s.low')}: ${c.low.toFixed(2)}`,
                      `${t('charts.s.close')}: ${c.close.toFixed(2)}`,
                    ];
                  },
                },
              },
            },
            scales: {
              x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
              y: { grace: '5%' },
            },
          },
        },
      },
      radialBar: {
        note: t('charts.chartjs.radialNote'),
        legend: (
          <Legend
            items={GOALS.map((g, i) => ({ label: t(`charts.s.${g}`), color: color(i), value: `${goals[i] ?? 0}%` }))}
          />
        ),
        chart: {
          type: 'doughnut',
          data: {
            labels: [t('charts.s.done'), t('charts.s.toGo')],
            // One ring per team, the outermost first: the coloured arc is the share reached.
            datasets: goals.map((value, i) => ({
              label: t(`charts.s.${GOALS[i] ?? 'sales'}`),
              data: [value, 100 - value],
              backgroundColor: [color(i), alpha(p.text.primary, 0.08)],
              borderWidth: 0,
              borderRadius: 8,
              weight: 1,
              spacing: 0,
            })),
          },
          options: {
            cutout: '30%',
            plugins: {
              legend: { display: false },
              tooltip: {
                filter: (item) => item.dataIndex === 0,
                callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${String(item.raw)}%` },
              },
            },
          },
        },
      },
      radar: {
        chart: {
          type: 'radar',
          data: {
            labels: SKILLS.map((s) => t(`charts.s.${s}`)),
            datasets: [
              {
                label: t('charts.s.thisYear'),
                data: skills.thisYear,
                borderColor: color(0),
                backgroundColor: alpha(color(0), 0.3),
                pointRadius: 0,
                fill: true,
              },
              {
                label: t('charts.s.lastYear'),
                data: skills.lastYear,
                borderColor: color(1),
                backgroundColor: alpha(color(1), 0.15),
                pointRadius: 0,
                fill: true,
              },
            ],
          },
          options: {
            plugins: { legend: { position: 'bottom', align: 'center' } },
            scales: { r: { min: 0, max: 100, ticks: { display: false } } },
          },
        },
      },
      polar: {
        chart: {
          type: 'polarArea',
          data: {
            labels: SOURCES.map((s) => t(`charts.s.${s}`)),
            datasets: [
              {
                data: sources,
                backgroundColor: sources.map((_, i) => alpha(color(i), 0.8)),
                borderColor: p.background.paper,
                borderWidth: 2,
              },
            ],
          },
          options: {
            plugins: { legend: { position: 'bottom', align: 'center' } },
            scales: { r: { ticks: { display: false } } },
          },
        },
      },
      scatter: {
        chart: {
          type: 'scatter',
          data: {
            datasets: [
              { label: t('charts.s.flats'), data: homes.flats, backgroundColor: color(0), pointRadius: 5 },
              { label: t('charts.s.houses'), data: homes.houses, backgroundColor: color(3), pointRadius: 5 },
            ],
          },
          options: {
            scales: {
              x: { title: { display: true, text: t('charts.axis.area'), color: p.text.secondary } },
              y: {
                title: { display: true, text: t('charts.axis.price'), color: p.text.secondary },
                ticks: { callback: thousands },
              },
            },
          },
        },
      },
      heatmap: {
        note: t('charts.chartjs.heatmapNote'),
        chart: {
          type: 'bar',
          data: {
            labels: weekdays,
            // One stacked dataset per three-hour slot: every cell is one unit wide, so the rows
            // form a grid, and each cell's shade is its number of messages.
            datasets: SLOTS.map((hour, s) => ({
              label: slotLabel(hour),
              data: weekdays.map(() => 1),
              backgroundColor: weekdays.map((_, d) =>
                alpha(p.primary.main, 0.12 + (0.88 * (activity[d]?.[s] ?? 0)) / peak),
              ),
              borderColor: p.background.paper,
              borderWidth: 2,
              borderRadius: 4,
              borderSkipped: false,
              barPercentage: 1,
              categoryPercentage: 1,
            })),
          },
          options: {
            indexAxis: 'y',
            plugins: {
              legend: { display: false },
              tooltip: {
                callbacks: {
                  title: (items) => {
                    const item = items[0];
                    return item ? `${String(item.label)}, ${item.dataset.label ?? ''}` : '';
                  },
                  label: (item) =>
                    t('charts.s.messagesValue', { value: activity[item.dataIndex]?.[item.datasetIndex] ?? 0 }),
                },
              },
            },
            scales: {
              x: {
                stacked: true,
                min: 0,
                max: SLOTS.length,
                grid: { display: false },
                ticks: { stepSize: 1, callback: (v) => slotLabel(Number(v) * 3) },
              },
              y: { stacked: true, grid: { display: false } },
            },
          },
        },
      },
      bubble: {
        chart: {
          type: 'bubble',
          data: {
            datasets: SEGMENTS.map((s, i) => ({
              label: t(`charts.s.${s}`),
              data: segments[i] ?? [],
              backgroundColor: alpha(color(i), 0.6),
              borderColor: color(i),
              borderWidth: 1,
            })),
          },
          options: { scales: { x: { ticks: { callback: (v) => `${v}%` } }, y: kTicks } },
        },
      },
    };
  }, [t, theme, months, weekdays, days]);

  return (
    <GalleryGrid
      card={(kind, label) => {
        const { chart, note, legend } = entries[kind];
        return {
          note,
          chart: (
            <>
              <ChartJsChart {...(chart as ChartJsChartProps<ChartJsType>)} height={CHART_HEIGHT} label={label} />
              {legend}
            </>
          ),
        };
      }}
    />
  );
}
