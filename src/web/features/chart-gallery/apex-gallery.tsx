import { ApexChart, type ApexChartProps } from '@web/components/charts/apex-chart';
import { useMemo } from 'react';
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

type Chart = Omit<ApexChartProps, 'height' | 'label'>;

/** The eleven chart types drawn with ApexCharts, in the theme's colours. */
export function ApexGallery() {
  const { t } = useTranslation();
  const theme = useChartTheme();
  const { months, weekdays, days } = useChartLabels();

  const charts = useMemo((): Record<ChartKind, Chart> => {
    const thousands = (v: number) => `${v}k`;
    return {
      area: {
        type: 'area',
        series: [
          { name: t('charts.s.organic'), data: traffic.organic },
          { name: t('charts.s.direct'), data: traffic.direct },
          { name: t('charts.s.referral'), data: traffic.referral },
        ],
        options: {
          xaxis: { categories: months },
          yaxis: { labels: { formatter: thousands } },
          stroke: { curve: 'smooth', width: 2 },
          fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
        },
      },
      donut: {
        type: 'donut',
        series: expenses,
        options: {
          labels: EXPENSES.map((e) => t(`charts.s.${e}`)),
          legend: { position: 'bottom', horizontalAlign: 'center' },
          stroke: { colors: [theme.palette.background.paper] },
          plotOptions: {
            pie: {
              donut: {
                size: '70%',
                labels: {
                  show: true,
                  value: { color: theme.palette.text.primary, formatter: (v: string) => `${v}%` },
                  total: {
                    show: true,
                    label: t('charts.s.total'),
                    color: theme.palette.text.secondary,
                    formatter: () => '100%',
                  },
                },
              },
            },
          },
        },
      },
      bar: {
        type: 'bar',
        series: [
          { name: t('charts.s.thisYear'), data: sales.thisYear },
          { name: t('charts.s.lastYear'), data: sales.lastYear },
        ],
        options: {
          xaxis: { categories: months },
          yaxis: { labels: { formatter: thousands } },
          plotOptions: { bar: { columnWidth: '55%', borderRadius: 4, borderRadiusApplication: 'end' } },
        },
      },
      line: {
        type: 'line',
        series: [
          { name: t('charts.s.revenue'), data: revenue.actual },
          { name: t('charts.s.target'), data: revenue.target },
        ],
        options: {
          xaxis: { categories: months },
          yaxis: { labels: { formatter: thousands } },
          stroke: { curve: 'smooth', width: [3, 2], dashArray: [0, 6] },
          markers: { size: [4, 0], strokeWidth: 0 },
        },
      },
      candlestick: {
        type: 'candlestick',
        series: [
          {
            name: t('charts.s.price'),
            data: candles.map((c, i) => ({ x: days[i], y: [c.open, c.high, c.low, c.close] })),
          },
        ],
        options: {
          xaxis: { type: 'category', tickAmount: 10, labels: { rotate: 0 } },
          yaxis: { tooltip: { enabled: true }, labels: { formatter: (v: number) => v.toFixed(0) } },
          plotOptions: {
            candlestick: { colors: { upward: theme.palette.success.main, downward: theme.palette.error.main } },
          },
        },
      },
      radialBar: {
        type: 'radialBar',
        series: goals,
        options: {
          labels: GOALS.map((g) => t(`charts.s.${g}`)),
          legend: { show: true, position: 'bottom', horizontalAlign: 'center' },
          plotOptions: {
            radialBar: {
              hollow: { size: '30%' },
              track: { background: theme.palette.divider, margin: 6 },
              dataLabels: {
                name: { color: theme.palette.text.secondary },
                value: { color: theme.palette.text.primary },
                total: {
                  show: true,
                  label: t('charts.s.average'),
                  color: theme.palette.text.secondary,
                  formatter: () => `${Math.round(goals.reduce((a, b) => a + b, 0) / goals.length)}%`,
                },
              },
            },
          },
        },
      },
      radar: {
        type: 'radar',
        series: [
          { name: t('charts.s.thisYear'), data: skills.thisYear },
          { name: t('charts.s.lastYear'), data: skills.lastYear },
        ],
        options: {
          xaxis: {
            categories: SKILLS.map((s) => t(`charts.s.${s}`)),
            labels: { style: { colors: Array(SKILLS.length).fill(theme.palette.text.secondary) } },
          },
          yaxis: { show: false },
          fill: { opacity: [0.3, 0.15] },
          stroke: { width: 2 },
          markers: { size: 0 },
          legend: { position: 'bottom', horizontalAlign: 'center' },
          plotOptions: {
            radar: {
              polygons: {
                strokeColors: theme.palette.divider,
                connectorColors: theme.palette.divider,
                fill: { colors: ['transparent'] },
              },
            },
          },
        },
      },
      polar: {
        type: 'polarArea',
        series: sources,
        options: {
          labels: SOURCES.map((s) => t(`charts.s.${s}`)),
          legend: { position: 'bottom', horizontalAlign: 'center' },
          fill: { opacity: 0.85 },
          stroke: { colors: [theme.palette.background.paper] },
          yaxis: { show: false },
          plotOptions: {
            polarArea: {
              rings: { strokeColor: theme.palette.divider },
              spokes: { connectorColors: theme.palette.divider },
            },
          },
        },
      },
      scatter: {
        type: 'scatter',
        series: [
          { name: t('charts.s.flats'), data: homes.flats.map((p) => [p.x, p.y]) },
          { name: t('charts.s.houses'), data: homes.houses.map((p) => [p.x, p.y]) },
        ],
        options: {
          xaxis: {
            type: 'numeric',
            tickAmount: 6,
            title: { text: t('charts.axis.area'), style: { color: theme.palette.text.secondary, fontWeight: 400 } },
          },
          yaxis: {
            labels: { formatter: thousands },
            title: { text: t('charts.axis.price'), style: { color: theme.palette.text.secondary, fontWeight: 400 } },
          },
          markers: { size: 6, strokeWidth: 0 },
          colors: [theme.palette.primary.main, theme.palette.warning.main],
        },
      },
      heatmap: {
        type: 'heatmap',
        // ApexCharts draws the first series at the bottom: Monday goes last so it is read first.
        series: weekdays
          .map((day, d) => ({
            name: day,
            data: SLOTS.map((hour, s) => ({ x: slotLabel(hour), y: activity[d]?.[s] ?? 0 })),
          }))
          .reverse(),
        options: {
          colors: [theme.palette.primary.main],
          stroke: { colors: [theme.palette.background.paper], width: 2 },
          plotOptions: { heatmap: { radius: 4, enableShades: true, shadeIntensity: 0.6 } },
          tooltip: { y: { formatter: (v: number) => t('charts.s.messagesValue', { value: v }) } },
          legend: { show: false },
        },
      },
      bubble: {
        type: 'bubble',
        series: SEGMENTS.map((s, i) => ({
          name: t(`charts.s.${s}`),
          data: segments[i]?.map((p) => [p.x, p.y, p.r]) ?? [],
        })),
        options: {
          xaxis: { type: 'numeric', tickAmount: 6, labels: { formatter: (v: string) => `${Math.round(Number(v))}%` } },
          yaxis: { labels: { formatter: thousands } },
          fill: { opacity: 0.75 },
          plotOptions: { bubble: { zScaling: true, minBubbleRadius: 6, maxBubbleRadius: 22 } },
        },
      },
    };
  }, [t, theme, months, weekdays, days]);

  return (
    <GalleryGrid
      card={(kind, label) => ({ chart: <ApexChart {...charts[kind]} height={CHART_HEIGHT} label={label} /> })}
    />
  );
}
