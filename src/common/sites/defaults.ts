import { DEFAULT_PRIMARY_COLOR } from '../constants';
import { LANG_CODES } from '../i18n/languages';
import type { NavEntry, SiteConfig } from './site-config';

/** Pieces most sites share; a site file spreads them and overrides what differs. */

export const ALL_LANGUAGES: SiteConfig['languages'] = [...LANG_CODES];

/**
 * SPEC.md section 2 "Navigation entries"; Home points at the site's landing admin page. An entry
 * whose page is not built yet (the dashboards) is `planned` until its page lands,
 * when the web's menu test asks for the flag to go.
 */
export function standardNavigation(home: string, homeScope: NavEntry['requiredScope'] = 'admin2'): NavEntry[] {
  return [
    { title: 'nav.home', to: home, requiredScope: homeScope, planned: true },
    { title: 'nav.addNew', to: '/add-new', requiredScope: 'internal' },
    { title: 'nav.myItems', to: '/my-items', requiredScope: 'internal' },
    { title: 'nav.myMessages', to: '/my-messages', requiredScope: 'internal' },
    { title: 'nav.academy', to: '/apps/academy/dashboard', planned: true },
  ];
}

export const DEFAULT_THEME: SiteConfig['theme'] = {
  primary: { ...DEFAULT_PRIMARY_COLOR },
  defaultMode: 'system',
  defaultSkin: 'default',
};

export const NO_FEATURES: SiteConfig['features'] = { videoCalls: false, developerMeetup: false };
