import { DEFAULT_PRIMARY_COLOR } from '../constants';
import { LANG_CODES } from '../i18n/languages';
import type { NavEntry, SiteConfig } from './site-config';

/** Pieces most sites share; a site file spreads them and overrides what differs. */

export const ALL_LANGUAGES: SiteConfig['languages'] = [...LANG_CODES];

/**
 * The admin dashboards built so far (issue #17). Home stays `planned` on a site whose landing
 * page is another dashboard until that one lands; the web's menu test fails when this list and
 * the pages disagree.
 */
export const BUILT_DASHBOARDS: readonly string[] = [
  '/dashboards/crm',
  '/dashboards/analytics',
  '/dashboards/ecommerce',
  '/apps/academy/dashboard',
  '/apps/logistics/dashboard',
  '/apps/logistics/dashboard0',
  '/apps/logistics/dashboard2',
];

/**
 * SPEC.md section 2 "Navigation entries". Home names the site's landing admin page; where it
 * leads depends on who asks (web/lib/paths.ts homePath): an administrator there, a member to the
 * home the site's `home` names (issue #33), wherever `homeScope` lets members see it. An entry
 * whose page is not built yet (the other dashboards) is `planned` until its page lands, when the
 * web's menu test asks for the flag to go.
 */
export function standardNavigation(home: string, homeScope: NavEntry['requiredScope'] = 'admin2'): NavEntry[] {
  return [
    { title: 'nav.home', to: home, requiredScope: homeScope, planned: !BUILT_DASHBOARDS.includes(home) },
    { title: 'nav.addNew', to: '/add-new', requiredScope: 'internal' },
    { title: 'nav.myItems', to: '/my-items', requiredScope: 'internal' },
    { title: 'nav.myMessages', to: '/my-messages', requiredScope: 'internal' },
    { title: 'nav.academy', to: '/apps/academy/dashboard' },
  ];
}

export const DEFAULT_THEME: SiteConfig['theme'] = {
  primary: { ...DEFAULT_PRIMARY_COLOR },
  defaultMode: 'system',
  defaultSkin: 'default',
};

export const NO_FEATURES: SiteConfig['features'] = { videoCalls: false, developerMeetup: false };
