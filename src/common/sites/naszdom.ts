import { ALL_LANGUAGES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

export const naszdom: SiteConfig = {
  id: 'naszdom',
  domains: ['naszdom.homes'],
  listingKind: 'property',
  defaultLang: 'pl',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    pl: {
      'front.hero.title': 'Nasz dom zaczyna się tutaj',
      'front.hero.subtitle': 'Mieszkania i domy na sprzedaż i wynajem, prosto od właścicieli.',
    },
    en: {
      'front.hero.title': 'Our home starts here',
      'front.hero.subtitle': 'Flats and houses for sale and rent, straight from their owners.',
    },
  },
  redirects: { '/oferty': '/index' },
  navigation: standardNavigation('/apps/logistics/dashboard', 'internal'),
  home: 'seller',
  currency: 'PLN',
  configuration: {
    AppName: 'naszdom',
    AppDomain: 'naszdom.homes',
    AppTitle: 'Nasz Dom',
    DefaultLandingAdminPage: '/apps/logistics/dashboard',
  },
  theme: { primary: { light: '#C2410C', dark: '#FB923C' }, defaultMode: 'light', defaultSkin: 'default' },
  features: { videoCalls: true, developerMeetup: false },
};
