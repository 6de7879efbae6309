import { isSiteId, siteById } from '@common/sites';
import type { TFunction } from 'i18next';

/** A site's name as its visitors see it (brand names are not translated). */
export const siteLabel = (key: string) => (isSiteId(key) ? siteById(key).configuration.AppTitle : key);

/** A topic slug in the reader's language; an unknown slug shows as it is. */
export const categoryLabel = (t: TFunction, key: string) => t(`academy.category.${key}`, { defaultValue: key });

/** "3 h 20 min", "45 min". */
export function durationText(t: TFunction, minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('academy.duration.minutes', { minutes: rest });
  if (rest === 0) return t('academy.duration.hours', { hours });
  return t('academy.duration.hoursMinutes', { hours, minutes: rest });
}

/** Initials for an avatar: "Priya Sharma" -> "PS". */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
