import { ALL_LANGUAGES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

/** Offers and auctions, and dog walking (SPEC section 1), with a video call about an offer; the video-call sites default to Polish. */
export const bit: SiteConfig = {
  id: 'bit',
  domains: ['bit.bid'],
  listingKind: 'offers and auctions, dog walking',
  defaultLang: 'pl',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    en: {
      'front.hero.title': 'Bid, ask, and talk it over face to face',
      'front.hero.subtitle': 'Publish an offer and let buyers call you by video before they bid.',
    },
    pl: {
      'front.hero.title': 'Licytuj, pytaj i rozmawiaj twarzą w twarz',
      'front.hero.subtitle': 'Wystaw ofertę, a kupujący zadzwonią do Ciebie wideo, zanim złożą ofertę.',
    },
  },
  redirects: {},
  navigation: standardNavigation('/apps/logistics/dashboard', 'internal'),
  home: 'seller',
  currency: 'PLN',
  configuration: {
    AppName: 'bit',
    AppDomain: 'bit.bid',
    AppTitle: 'bit.bid',
    DefaultLandingAdminPage: '/apps/logistics/dashboard',
  },
  theme: { primary: { light: '#6D28D9', dark: '#A78BFA' }, defaultMode: 'dark', defaultSkin: 'default' },
  features: { videoCalls: true, developerMeetup: false },
};
