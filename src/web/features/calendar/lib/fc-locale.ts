import type { LocaleInput } from '@fullcalendar/core';
import type { LangCode } from '@common/i18n/languages';

/**
 * FullCalendar's own locale of each language (its words, week start and text direction), loaded
 * with the calendar only for the language in use. English is built in.
 */
const LOADERS: Record<Exclude<LangCode, 'en'>, () => Promise<{ default: LocaleInput }>> = {
  pl: () => import('@fullcalendar/core/locales/pl'),
  es: () => import('@fullcalendar/core/locales/es'),
  fr: () => import('@fullcalendar/core/locales/fr'),
  it: () => import('@fullcalendar/core/locales/it'),
  pt: () => import('@fullcalendar/core/locales/pt'),
  de: () => import('@fullcalendar/core/locales/de'),
  cn: () => import('@fullcalendar/core/locales/zh-cn'),
  br: () => import('@fullcalendar/core/locales/pt-br'),
  ar: () => import('@fullcalendar/core/locales/ar'),
};

/** The locale for a language, or null for English (FullCalendar's default). */
export async function loadCalendarLocale(lang: LangCode): Promise<LocaleInput | null> {
  if (lang === 'en') return null;
  return (await LOADERS[lang]()).default;
}

/**
 * The first day of the week in each language's FullCalendar locale (0 Sunday, 6 Saturday), for
 * the sidebar's small month, which is drawn before the calendar's locale has loaded.
 */
const FIRST_DAY: Record<LangCode, number> = { en: 0, br: 0, ar: 6, pl: 1, es: 1, fr: 1, it: 1, pt: 1, de: 1, cn: 1 };
export const firstDayOf = (lang: LangCode): number => FIRST_DAY[lang] ?? 0;
