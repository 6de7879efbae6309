import { isSiteId, siteById } from '@common/sites';

/** A site's name as its visitors see it (brand names are not translated). */
export const siteName = (id: string): string => (isSiteId(id) ? siteById(id).configuration.AppTitle : id);

/** The change against the previous period in percent; null when there was nothing before to compare with. */
export function changePercent(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}
