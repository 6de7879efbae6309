import { ALL_LANGUAGES, DEFAULT_THEME, NO_FEATURES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

/** The fallback for local and unknown hosts: every kind of listing, and the index of all sites. */
export const generic: SiteConfig = {
  id: 'generic',
  domains: [],
  listingKind: 'all kinds of offers',
  defaultLang: 'en',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    en: {
      'front.hero.title': 'Every marketplace in one place',
      'front.hero.subtitle': 'Tutoring, tables, property, fashion and more: find an offer or publish your own.',
    },
    pl: {
      'front.hero.title': 'Wszystkie serwisy ogłoszeniowe w jednym miejscu',
      'front.hero.subtitle': 'Korepetycje, stoliki, nieruchomości, moda i więcej: znajdź ofertę albo dodaj własną.',
    },
  },
  redirects: {},
  navigation: standardNavigation('/dashboards/crm'),
  // The fallback site, the admin template's own: members keep the logistics home (issue #33).
  home: 'logistics',
  currency: 'EUR',
  configuration: {
    AppName: 'application',
    AppDomain: 'localhost',
    AppTitle: 'application',
    DefaultLandingAdminPage: '/dashboards/crm',
  },
  theme: DEFAULT_THEME,
  features: NO_FEATURES,
};
