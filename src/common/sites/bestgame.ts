import { ALL_LANGUAGES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

export const bestgame: SiteConfig = {
  id: 'bestgame',
  domains: ['bestgame.guru'],
  listingKind: 'games',
  defaultLang: 'en',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    en: {
      'front.hero.title': 'Find your next best game',
      'front.hero.subtitle': 'Board games, video games and game nights, traded and shared by players.',
    },
    pl: {
      'front.hero.title': 'Znajdź swoją następną najlepszą grę',
      'front.hero.subtitle': 'Planszówki, gry wideo i wieczory z grami, wymieniane przez graczy.',
    },
  },
  redirects: {},
  navigation: standardNavigation('/dashboards/crm', 'internal'),
  home: 'seller',
  currency: 'EUR',
  configuration: {
    AppName: 'bestgame',
    AppDomain: 'bestgame.guru',
    AppTitle: 'Best Game Guru',
    DefaultLandingAdminPage: '/dashboards/crm',
  },
  theme: { primary: { light: '#15803D', dark: '#4ADE80' }, defaultMode: 'dark', defaultSkin: 'bordered' },
  features: { videoCalls: false, developerMeetup: false },
};
