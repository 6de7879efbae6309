import { ALL_LANGUAGES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

export const czytajbiblie: SiteConfig = {
  id: 'czytajbiblie',
  domains: ['czytajbiblie.online'],
  listingKind: 'Bible reading groups',
  defaultLang: 'pl',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    pl: {
      'front.hero.title': 'Czytajmy Biblię razem',
      'front.hero.subtitle': 'Dołącz do grupy czytania w swojej okolicy albo spotkaj się z nią online.',
    },
    en: {
      'front.hero.title': 'Let us read the Bible together',
      'front.hero.subtitle': 'Join a reading group near you or meet one online.',
    },
  },
  redirects: {},
  navigation: standardNavigation('/dashboards/crm', 'internal'),
  home: 'seller',
  currency: 'PLN',
  configuration: {
    AppName: 'czytajbiblie',
    AppDomain: 'czytajbiblie.online',
    AppTitle: 'Czytaj Biblię',
    DefaultLandingAdminPage: '/dashboards/crm',
  },
  theme: { primary: { light: '#92400E', dark: '#FBBF24' }, defaultMode: 'light', defaultSkin: 'default' },
  features: { videoCalls: true, developerMeetup: false },
};
