import { siteById, isSiteId } from '@common/sites';
import type { DashboardOverview } from '@common/schemas/dashboards';
import type { TFunction } from 'i18next';

/** A site's name as its visitors see it (brand names are not translated). */
export const siteLabel = (key: string) => (isSiteId(key) ? siteById(key).configuration.AppTitle : key);

/** "1 Jan – 30 Jan · this site" under the title. */
export function periodText(t: TFunction, language: string, data: DashboardOverview | undefined): string | undefined {
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
