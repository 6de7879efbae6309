import Skeleton from '@mui/material/Skeleton';
import type { ChartData, ChartOptions, Plugin } from 'chart.js';
import { useInView } from '@web/lib/use-in-view';
import { lazy, Suspense, useMemo } from 'react';
import { chartjsThemeOptions, mergeChartjsOptions, type ChartJsType } from './chartjs-theme';
import { useChartTheme } from './use-chart-theme';

export type { ChartJsType };

// Chart.js and its React wrapper load only with a page that draws one, never in the entry chunk or
// on the server: with the gallery's seven controllers ~70 KB gzip, with line, bar and doughnut
// alone (the dashboards) less (ADR 0021).
const ChartJsCanvas = lazy(() => import('./chartjs-canvas'));
const ChartJsBasicCanvas = lazy(() => import('./chartjs-basic-canvas'));
const BASIC: ReadonlySet<ChartJsType> = new Set(['line', 'bar', 'doughnut']);

export interface ChartJsChartProps<T extends ChartJsType> {
  type: T;
  data: ChartData<T>;
  options?: ChartOptions<T>;
  height: number;
  /** What the chart shows, for screen readers (the canvas itself says nothing). */
  label: string;
  /** Drawing of the chart's own (the total inside a donut). */
  plugins?: Plugin<T>[];
}

/**
 * One Chart.js chart in the theme's colours, as tall as `height` and as wide as its card. It is
 * drawn again when the scheme, primary colour or direction change (the key): a canvas keeps the
 * colours it was painted with. Until it first comes into the window it is a skeleton of its size
 * (ADR 0021).
 */
export function ChartJsChart<T extends ChartJsType>({
  type,
  data,
  options,
  height,
  label,
  plugins,
}: ChartJsChartProps<T>) {
  const [box, inView] = useInView<HTMLDivElement>();
  const theme = useChartTheme();
  const merged = useMemo(() => mergeChartjsOptions(chartjsThemeOptions(theme, type), options), [theme, type, options]);
  const key = `${theme.palette.mode}-${theme.direction}-${theme.palette.primary.main}-${theme.palette.background.paper}`;
  const Canvas = BASIC.has(type) ? ChartJsBasicCanvas : ChartJsCanvas;
  return (
    <div ref={box} style={{ position: 'relative', height }}>
      {inView ? (
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <Canvas
            key={key}
            type={type}
            data={data as ChartData<ChartJsType>}
            options={merged as ChartOptions<ChartJsType>}
            label={label}
            plugins={plugins as Plugin<ChartJsType>[] | undefined}
          />
        </Suspense>
      ) : (
        <Skeleton variant="rounded" height={height} />
      )}
    </div>
  );
}
