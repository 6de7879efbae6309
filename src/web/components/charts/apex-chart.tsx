import Skeleton from '@mui/material/Skeleton';
import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense, useMemo } from 'react';
import { apexThemeOptions, mergeOptions } from './apex-theme';
import { useChartTheme } from './use-chart-theme';

// ApexCharts is ~130 KB gzip and touches `window` when imported: it loads only with a page that
// draws a chart, never in the entry chunk or on the server.
const ReactApexChart = lazy(() => import('react-apexcharts'));

export type ApexChartType =
  | 'line'
  | 'area'
  | 'bar'
  | 'pie'
  | 'donut'
  | 'radialBar'
  | 'scatter'
  | 'bubble'
  | 'heatmap'
  | 'candlestick'
  | 'radar'
  | 'polarArea';

export interface ApexChartProps {
  type: ApexChartType;
  series: ApexOptions['series'];
  options?: ApexOptions;
  height: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
}

/**
 * One ApexCharts chart in the theme's colours. It is drawn again when the scheme, skin colours or
 * direction change (the key), because ApexCharts does not restyle a chart that is already drawn.
 */
export function ApexChart({ type, series, options, height, label }: ApexChartProps) {
  const theme = useChartTheme();
  const merged = useMemo(() => mergeOptions(apexThemeOptions(theme), options ?? {}), [theme, options]);
  const key = `${theme.palette.mode}-${theme.direction}-${theme.palette.primary.main}`;
  return (
    // A figure, not an img: ApexCharts draws a clickable legend inside, and an img may hold nothing
    // interactive (axe nested-interactive).
    // Exactly `height` tall: ApexCharts gives its own element a min-height 6 to 16 px above the
    // drawing, empty space that would make a card grow once the chart replaces its skeleton.
    <div role="figure" aria-label={label} style={{ height, overflow: 'hidden' }}>
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
        <ReactApexChart key={key} type={type} series={series} options={merged} height={height} width="100%" />
      </Suspense>
    </div>
  );
}
