import type { Theme } from '@mui/material/styles';
import type { ChartOptions } from 'chart.js';
import { mergeDeep } from './merge-options';

export type ChartJsType = 'line' | 'bar' | 'bubble' | 'scatter' | 'doughnut' | 'polarArea' | 'radar';

const CARTESIAN: ReadonlySet<ChartJsType> = new Set(['line', 'bar', 'bubble', 'scatter']);
const RADIAL: ReadonlySet<ChartJsType> = new Set(['polarArea', 'radar']);

/**
 * Chart.js options that follow the MUI theme: text, grid lines and tooltip in the theme's ink and
 * surfaces, the theme's font, and in right-to-left pages a right-to-left legend and tooltip, the
 * category axis running from the right and the value axis on the right where a reader starts.
 * Chart.js draws on a canvas, so nothing is inherited from CSS: every colour is set here.
 */
export function chartjsThemeOptions(theme: Theme, type: ChartJsType): ChartOptions {
  const rtl = theme.direction === 'rtl';
  const p = theme.palette;
  const font = { family: String(theme.typography.fontFamily), size: 12 };
  const ticks = { color: p.text.secondary, font };
  const grid = { color: p.divider, tickColor: 'transparent' };
  const options: ChartOptions = {
    responsive: true,
    maintainAspectRatio: false,
    // Drawn at once: a gallery of eleven charts animating together costs a busy phone its frames.
    animation: false,
    color: p.text.secondary,
    borderColor: p.divider,
    font,
    plugins: {
      legend: {
        position: 'top',
        align: 'start',
        rtl,
        textDirection: theme.direction,
        labels: {
          color: p.text.secondary,
          font,
          usePointStyle: true,
          pointStyle: 'circle',
          boxWidth: 8,
          boxHeight: 8,
          padding: 16,
        },
      },
      tooltip: {
        rtl,
        textDirection: theme.direction,
        backgroundColor: p.background.paper,
        titleColor: p.text.primary,
        bodyColor: p.text.secondary,
        borderColor: p.divider,
        borderWidth: 1,
        padding: 10,
        titleFont: { ...font, weight: 600 },
        bodyFont: font,
        usePointStyle: true,
        boxPadding: 4,
      },
    },
  };
  if (CARTESIAN.has(type)) {
    options.scales = {
      x: { reverse: rtl, ticks, grid, border: { color: p.divider } },
      y: { position: rtl ? 'right' : 'left', ticks, grid, border: { display: false } },
    };
  } else if (RADIAL.has(type)) {
    options.scales = {
      r: {
        ticks: { ...ticks, backdropColor: 'transparent' },
        grid: { color: p.divider },
        angleLines: { color: p.divider },
        pointLabels: { color: p.text.secondary, font },
      },
    };
  }
  return options;
}

/** The theme's defaults under the chart's own options (the chart's win). */
export function mergeChartjsOptions<T extends ChartJsType>(
  base: ChartOptions,
  own: ChartOptions<T> | undefined,
): ChartOptions<T> {
  // Chart.js types options per chart type; the merge itself is type-blind, hence the casts.
  return mergeDeep(base as object, (own ?? {}) as object) as ChartOptions<T>;
}
