import { ALL_LANGUAGES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

export const korepetycje: SiteConfig = {
  id: 'korepetycje',
  domains: ['korepetycje.lol'],
  listingKind: 'tutoring',
  defaultLang: 'pl',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    pl: {
      'front.hero.title': 'Korepetycje, które naprawdę pomagają',
      'front.hero.subtitle':
        'Znajdź korepetytora z matematyki, języków lub fizyki i umów lekcję online albo na miejscu.',
    },
    en: {
      'front.hero.title': 'Tutoring that really helps',
      'front.hero.subtitle': 'Find a tutor for maths, languages or physics and book a lesson online or in person.',
    },
  },
  redirects: { '/korepetytorzy': '/index' },
  navigation: standardNavigation('/apps/logistics/dashboard', 'internal'),
  home: 'seller',
  currency: 'PLN',
  configuration: {
    AppName: 'korepetycje',
    AppDomain: 'korepetycje.lol',
    AppTitle: 'Korepetycje.lol',
    DefaultLandingAdminPage: '/apps/logistics/dashboard',
  },
  theme: { primary: { light: '#0F766E', dark: '#2DD4BF' }, defaultMode: 'light', defaultSkin: 'bordered' },
  features: { videoCalls: true, developerMeetup: false },
};
