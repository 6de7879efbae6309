import { isSiteId, siteById } from '@common/sites';
import type { ShipmentStatus, VehicleStatus } from '@common/schemas/logistics';
import type { TFunction } from 'i18next';
import type { StatTone as Tone } from '@web/components/dashboard/stat-card';

/** A site's name as its visitors see it (brand names are not translated). */
export const siteLabel = (key: string) => (isSiteId(key) ? siteById(key).configuration.AppTitle : key);

/** A country's name in the page's language from its ISO code (the code itself where the browser knows none). */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const VEHICLE_TONE: Record<VehicleStatus, Tone> = {
  on_route: 'primary',
  loading: 'info',
  idle: 'secondary',
  maintenance: 'warning',
};

export const SHIPMENT_TONE: Record<ShipmentStatus, Tone> = {
  pending: 'secondary',
  in_transit: 'info',
  out_for_delivery: 'primary',
  delivered: 'success',
  returned: 'error',
};

/** "1 Jan 2026 – 30 Jan 2026 · Nasz Dom" under the title. */
export function periodText(
  t: TFunction,
  language: string,
  data: { range: { from: string; to: string }; site: string | null } | undefined,
) {
  if (!data) return undefined;
  const day = (d: string) =>
    new Date(`${d}T00:00:00Z`).toLocaleDateString(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
  const where = data.site ? siteLabel(data.site) : t('dashboards.scope.all');
  return t('dashboards.period', { from: day(data.range.from), to: day(data.range.to), where });
}

/** Hours as "14 h" under two days, "3.2 days" beyond. */
export function durationText(t: TFunction, language: string, hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 48) return t('logistics.hours', { value: hours.toLocaleString(language, { maximumFractionDigits: 1 }) });
  return t('logistics.days', { value: (hours / 24).toLocaleString(language, { maximumFractionDigits: 1 }) });
}

/** A count in the page's language, or nothing while it is loading. */
export const countText = (language: string, value: number | undefined) =>
  value === undefined ? undefined : value.toLocaleString(language);

export const percentText = (language: string, value: number | null) =>
  value === null ? '—' : `${value.toLocaleString(language, { maximumFractionDigits: 1 })}%`;
