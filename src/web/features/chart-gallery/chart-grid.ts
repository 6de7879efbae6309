import type { GridProps } from '@mui/material/Grid';

/** The gallery's eleven cards, in reading order, and how wide each is on a wide screen. */
export const CHART_KINDS = [
  'area',
  'donut',
  'bar',
  'line',
  'candlestick',
  'radialBar',
  'radar',
  'polar',
  'scatter',
  'heatmap',
  'bubble',
] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

export const CARD_SIZE: Record<ChartKind, GridProps['size']> = {
  area: { xs: 12, lg: 8 },
  donut: { xs: 12, md: 6, lg: 4 },
  bar: { xs: 12, md: 6 },
  line: { xs: 12, md: 6 },
  candlestick: { xs: 12, lg: 8 },
  radialBar: { xs: 12, md: 6, lg: 4 },
  radar: { xs: 12, md: 6, lg: 4 },
  polar: { xs: 12, md: 6, lg: 4 },
  scatter: { xs: 12, md: 6, lg: 4 },
  heatmap: { xs: 12, md: 6 },
  bubble: { xs: 12, md: 6 },
};

export const CHART_HEIGHT = 300;
