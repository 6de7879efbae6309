import Skeleton from '@mui/material/Skeleton';
import type { ChartData, ChartOptions } from 'chart.js';
import { lazy, Suspense, useMemo } from 'react';
import { chartjsThemeOptions, mergeChartjsOptions, type ChartJsType } from './chartjs-theme';
import { useChartTheme } from './use-chart-theme';

export type { ChartJsType };

// Chart.js and its React wrapper (~70 KB gzip with the parts registered) load only with a page
// that draws one, never in the entry chunk or on the server.
const ChartJsCanvas = lazy(() => import('./chartjs-canvas'));

export interface ChartJsChartProps<T extends ChartJsType> {
  type: T;
  data: ChartData<T>;
  options?: ChartOptions<T>;
  height: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
}

/**
 * One Chart.js chart in the theme's colours, as tall as `height` and as wide as its card. It is
 * drawn again when the scheme, primary colour or direction change (the key): a canvas keeps the
 * colours it was painted with.
 */
export function ChartJsChart<T extends ChartJsType>({ type, data, options, height, label }: ChartJsChartProps<T>) {
  const theme = useChartTheme();
  const merged = useMemo(() => mergeChartjsOptions(chartjsThemeOptions(theme, type), options), [theme, type, options]);
  const key = `${theme.palette.mode}-${theme.direction}-${theme.palette.primary.main}-${theme.palette.background.paper}`;
  return (
    <div style={{ position: 'relative', height }}>
      <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
        <ChartJsCanvas
          key={key}
          type={type}
          data={data as ChartData<ChartJsType>}
          options={merged as ChartOptions<ChartJsType>}
          label={label}
        />
      </Suspense>
    </div>
  );
}
