import { addDays, todayUtc, type DashboardScope } from '@common/schemas/dashboards';

/** The range presets of the toolbar; the address keeps the preset (?range=), so a shared link moves with time. */
export const RANGE_PRESETS = ['7d', '30d', '90d', 'year'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const DEFAULT_PRESET: RangePreset = '30d';

const DAYS: Record<Exclude<RangePreset, 'year'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

export const isPreset = (value: string | null): value is RangePreset =>
  (RANGE_PRESETS as readonly (string | null)[]).includes(value);
export const isScope = (value: string | null): value is DashboardScope => value === 'site' || value === 'all';

/** The days a preset covers, today (UTC, as the server counts) included. */
export function presetRange(preset: RangePreset, now = new Date()): { from: string; to: string } {
  const to = todayUtc(now);
  if (preset === 'year') return { from: `${to.slice(0, 4)}-01-01`, to };
  return { from: addDays(to, -(DAYS[preset] - 1)), to };
}

/** The change against the previous period in percent; null when there was nothing before to compare with. */
export function trendPercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}
