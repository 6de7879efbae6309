import type { CalendarLabel } from '@common/schemas/calendar';

/**
 * Each label's colour: a palette entry of the app's theme, so events follow the light or dark
 * scheme and the site's primary colour like the rest of the page (the calendar reads them as
 * CSS variables).
 */
export const LABEL_COLOURS: Record<CalendarLabel, 'primary' | 'error' | 'warning' | 'success' | 'info'> = {
  business: 'primary',
  personal: 'error',
  family: 'warning',
  holiday: 'success',
  etc: 'info',
};
