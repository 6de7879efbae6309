import Skeleton from '@mui/material/Skeleton';
import type { ApexOptions } from 'apexcharts';
import { lazy, Suspense, use, useMemo } from 'react';
import type { Props as ReactApexChartProps } from 'react-apexcharts';
import { useInView } from '@web/lib/use-in-view';
import { apexThemeOptions, mergeOptions } from './apex-theme';
import { useChartTheme } from './use-chart-theme';

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

/*
 * ApexCharts touches `window` when imported, so it loads only with a page that draws a chart, never
 * in the entry chunk or on the server. And not the whole library: its default entry registers
 * every chart type and every optional feature (about 280 KB gzip); here the bare core, the legend
 * (the only optional feature the charts use: the toolbar is hidden) and, per chart, its own type's
 * module (core ~150 KB gzip, a type 4-18 KB): a dashboard of lines, bars and donuts loads three.
 */
// One module per drawing: line's draws area, scatter and bubble too, pie's donut and polar area.
const lineModule = () => import('apexcharts/line');
const pieModule = () => import('apexcharts/pie');
const barModule = () => import('apexcharts/bar');
/** By chart type, and by series type too: a line chart may mix in columns (bar's drawing). */
type Loader = () => Promise<unknown>;
const MODULES: Record<ApexChartType, Loader> & Partial<Record<string, Loader>> = {
  line: lineModule,
  area: lineModule,
  scatter: lineModule,
  bubble: lineModule,
  rangeArea: lineModule,
  bar: barModule,
  column: barModule,
  pie: pieModule,
  donut: pieModule,
  polarArea: pieModule,
  radialBar: () => import('apexcharts/radialBar'),
  heatmap: () => import('apexcharts/heatmap'),
  candlestick: () => import('apexcharts/candlestick'),
  radar: () => import('apexcharts/radar'),
};
const ReactApexChart = lazy(() =>
  Promise.all([import('react-apexcharts/core'), import('apexcharts/features/legend')]).then(([chart]) => chart),
);
const typeLoads = new Map<string, Promise<unknown>>();
function loadType(kind: string): Promise<unknown> {
  let load = typeLoads.get(kind);
  if (!load) {
    load = (MODULES[kind] ?? lineModule)();
    // A failed chunk (a deploy in between) may be fetched again by the next chart.
    load.catch(() => typeLoads.delete(kind));
    typeLoads.set(kind, load);
  }
  return load;
}
const bothLoads = new Map<string, Promise<unknown>>();
/** The chart's type and its series' own types (`series[i].type`), each registered once. */
function loadTypes(type: ApexChartType, series: ApexOptions['series']): Promise<unknown> {
  const kinds = new Set<string>([type]);
  for (const one of series ?? []) {
    if (one && typeof one === 'object' && 'type' in one && typeof one.type === 'string') kinds.add(one.type);
  }
  const key = [...kinds].sort().join(',');
  let load = bothLoads.get(key);
  if (!load) {
    load = Promise.all([...kinds].map(loadType));
    load.catch(() => bothLoads.delete(key));
    bothLoads.set(key, load);
  }
  return load;
}

/** The chart once its types are registered with the core (suspends until then). */
function TypedApexChart(props: ReactApexChartProps & { type: ApexChartType }) {
  use(loadTypes(props.type, props.series));
  return <ReactApexChart {...props} />;
}

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
 * Until it first comes into the window it is a skeleton of its size: the library and the drawing
 * (a long task per chart on a phone) wait until someone can see the chart (ADR 0021).
 */
export function ApexChart({ type, series, options, height, label }: ApexChartProps) {
  const [box, inView] = useInView<HTMLDivElement>();
  const theme = useChartTheme();
  const merged = useMemo(() => mergeOptions(apexThemeOptions(theme), options ?? {}), [theme, options]);
  const key = `${theme.palette.mode}-${theme.direction}-${theme.palette.primary.main}`;
  return (
    // A figure, not an img: ApexCharts draws a clickable legend inside, and an img may hold nothing
    // interactive (axe nested-interactive).
    // Exactly `height` tall: ApexCharts gives its own element a min-height 6 to 16 px above the
    // drawing, empty space that would make a card grow once the chart replaces its skeleton.
    <div ref={box} role="figure" aria-label={label} style={{ height, overflow: 'hidden' }}>
      {inView ? (
        <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
          <TypedApexChart key={key} type={type} series={series} options={merged} height={height} width="100%" />
        </Suspense>
      ) : (
        <Skeleton variant="rounded" height={height} />
      )}
    </div>
  );
}
