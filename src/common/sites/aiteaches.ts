import { ALL_LANGUAGES, standardNavigation } from './defaults';
import type { SiteConfig } from './site-config';

export const aiteaches: SiteConfig = {
  id: 'aiteaches',
  domains: ['aiteaches.me'],
  listingKind: 'AI teaching: courses and tutors',
  defaultLang: 'en',
  languages: ALL_LANGUAGES,
  additionalTranslations: {
    en: {
      'front.hero.title': 'Learn AI from people who build it',
      'front.hero.subtitle': 'Courses and one-to-one tutors for machine learning, prompting and data.',
    },
    pl: {
      'front.hero.title': 'Ucz się AI od ludzi, którzy ją tworzą',
      'front.hero.subtitle': 'Kursy i indywidualni mentorzy od uczenia maszynowego, promptów i danych.',
    },
  },
  redirects: {},
  navigation: standardNavigation('/apps/academy/dashboard', 'internal'),
  home: 'seller',
  currency: 'USD',
  configuration: {
    AppName: 'aiteaches',
    AppDomain: 'aiteaches.me',
    AppTitle: 'AI teaches me',
    DefaultLandingAdminPage: '/apps/academy/dashboard',
  },
  theme: { primary: { light: '#4338CA', dark: '#818CF8' }, defaultMode: 'system', defaultSkin: 'default' },
  features: { videoCalls: true, developerMeetup: false },
};
