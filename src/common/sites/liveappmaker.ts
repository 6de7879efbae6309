import { ALL_LANGUAGES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

export const liveappmaker: SiteConfig = {
  id: 'liveappmaker',
  domains: ['liveappmaker.com'],
  listingKind: 'app making services',
  defaultLang: 'en',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    en: {
      'front.hero.title': 'Your app, built live with you',
      'front.hero.subtitle': 'Hire developers for web and mobile apps, and meet them at our developer meetups.',
    },
    pl: {
      'front.hero.title': 'Twoja aplikacja, budowana na żywo z Tobą',
      'front.hero.subtitle': 'Zatrudnij programistów aplikacji webowych i mobilnych i poznaj ich na naszych meetupach.',
    },
  },
  redirects: {},
  navigation: standardNavigation('/dashboards/analytics', 'internal'),
  home: 'seller',
  currency: 'EUR',
  configuration: {
    AppName: 'liveappmaker',
    AppDomain: 'liveappmaker.com',
    AppTitle: 'Live App Maker',
    DefaultLandingAdminPage: '/dashboards/analytics',
  },
  theme: { primary: { light: '#0369A1', dark: '#38BDF8' }, defaultMode: 'dark', defaultSkin: 'default' },
  features: { videoCalls: true, developerMeetup: true },
};
