import { ALL_LANGUAGES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

export const corpobond: SiteConfig = {
  id: 'corpobond',
  domains: ['corpo.bond'],
  listingKind: 'corporate bonds',
  defaultLang: 'en',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    en: {
      'front.hero.title': 'Corporate bonds, plainly listed',
      'front.hero.subtitle': 'Compare issuers, coupons and maturities, and talk to the seller before you buy.',
    },
    pl: {
      'front.hero.title': 'Obligacje korporacyjne, przejrzyście',
      'front.hero.subtitle': 'Porównaj emitentów, kupony i terminy wykupu i porozmawiaj ze sprzedającym przed zakupem.',
    },
  },
  redirects: {},
  navigation: standardNavigation('/dashboards/analytics', 'internal'),
  home: 'seller',
  currency: 'EUR',
  configuration: {
    AppName: 'corpobond',
    AppDomain: 'corpo.bond',
    AppTitle: 'Corpo Bond',
    DefaultLandingAdminPage: '/dashboards/analytics',
  },
  theme: { primary: { light: '#1E3A8A', dark: '#60A5FA' }, defaultMode: 'light', defaultSkin: 'bordered' },
  features: { videoCalls: false, developerMeetup: false },
};
