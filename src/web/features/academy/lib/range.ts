import type { RangePreset } from '@web/components/dashboard/range';

/** The Academy looks back further than the other dashboards: courses run for months. */
export const ACADEMY_DEFAULT_PRESET: RangePreset = '90d';

/** A share in whole percent, 0 when there is nothing to share. */
export const percent = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((100 * part) / whole));
