import { ALL_LANGUAGES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

export const bookatable4: SiteConfig = {
  id: 'bookatable4',
  domains: ['bookatable4.com'],
  listingKind: 'restaurant tables to book',
  defaultLang: 'en',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    en: {
      'front.hero.title': 'Your table is waiting',
      'front.hero.subtitle': 'Book a table for two or twenty at restaurants near you, in seconds.',
    },
    pl: {
      'front.hero.title': 'Twój stolik czeka',
      'front.hero.subtitle': 'Zarezerwuj stolik dla dwóch lub dwudziestu osób w restauracjach w pobliżu.',
    },
  },
  redirects: {},
  navigation: standardNavigation('/dashboards/crm', 'internal'),
  home: 'seller',
  currency: 'GBP',
  configuration: {
    AppName: 'bookatable4',
    AppDomain: 'bookatable4.com',
    AppTitle: 'Book a table 4',
    DefaultLandingAdminPage: '/dashboards/crm',
  },
  theme: { primary: { light: '#B45309', dark: '#F59E0B' }, defaultMode: 'light', defaultSkin: 'default' },
  features: { videoCalls: false, developerMeetup: false },
};
