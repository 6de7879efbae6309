import { ALL_LANGUAGES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

export const fashionableoutfit: SiteConfig = {
  id: 'fashionableoutfit',
  domains: ['fashionableoutfit.com'],
  listingKind: 'fashion items and outfits',
  defaultLang: 'en',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    en: {
      'front.hero.title': 'Outfits worth a second look',
      'front.hero.subtitle': 'Buy, sell and style pre-loved fashion from people with taste.',
    },
    pl: {
      'front.hero.title': 'Stylizacje warte drugiego spojrzenia',
      'front.hero.subtitle': 'Kupuj, sprzedawaj i stylizuj modę z drugiej ręki.',
    },
  },
  redirects: {},
  navigation: standardNavigation('/dashboards/ecommerce', 'internal'),
  home: 'seller',
  currency: 'GBP',
  configuration: {
    AppName: 'fashionableoutfit',
    AppDomain: 'fashionableoutfit.com',
    AppTitle: 'Fashionable Outfit',
    DefaultLandingAdminPage: '/dashboards/ecommerce',
  },
  theme: { primary: { light: '#BE185D', dark: '#F472B6' }, defaultMode: 'light', defaultSkin: 'default' },
  features: { videoCalls: false, developerMeetup: false },
};
