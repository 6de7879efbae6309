import type { Theme } from '@mui/material/styles';
import type { ApexOptions } from 'apexcharts';

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

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep merge where the chart's own options win; arrays (colours, series, axes lists) are replaced. */
export function mergeOptions(base: ApexOptions, own: ApexOptions): ApexOptions {
  return mergeRecords(base as Record<string, unknown>, own as Record<string, unknown>) as ApexOptions;
}

function mergeRecords(base: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(own)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeRecords(current, value) : value;
  }
  return out;
}
