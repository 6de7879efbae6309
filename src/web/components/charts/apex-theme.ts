import type { Theme } from '@mui/material/styles';
import type { ApexOptions } from 'apexcharts';
import { mergeDeep } from './merge-options';

/** The six palette colours charts cycle through, in the order a reader meets them. */
export function chartColors(theme: Theme): string[] {
  const p = theme.palette;
  return [p.primary.main, p.info.main, p.success.main, p.warning.main, p.error.main, p.secondary.main];
}

/**
 * ApexCharts defaults that follow the MUI theme: text and grid in the theme's ink, the palette's
 * colours, the tooltip in the same scheme, transparent background (the card is the surface), and
 * in right-to-left pages the value axis on the right where a reader of Arabic starts.
 */
export function apexThemeOptions(theme: Theme): ApexOptions {
  const rtl = theme.direction === 'rtl';
  return {
    chart: {
      background: 'transparent',
      foreColor: theme.palette.text.secondary,
      fontFamily: String(theme.typography.fontFamily),
      toolbar: { show: false },
      parentHeightOffset: 0,
      animations: { enabled: false },
    },
    colors: chartColors(theme),
    theme: { mode: theme.palette.mode },
    grid: { borderColor: theme.palette.divider, strokeDashArray: 4 },
    tooltip: { theme: theme.palette.mode },
    legend: { labels: { colors: theme.palette.text.secondary }, horizontalAlign: rtl ? 'right' : 'left' },
    dataLabels: { enabled: false },
    yaxis: { opposite: rtl },
  };
}

/** Deep merge where the chart's own options win; arrays (colours, series, axes lists) are replaced. */
export function mergeOptions(base: ApexOptions, own: ApexOptions): ApexOptions {
  return mergeDeep(base, own);
}
