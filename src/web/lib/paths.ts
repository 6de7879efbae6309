import { hasScope } from '@common/permissions/scopes';
import type { SiteConfig } from '@common/sites';
import type { AppAbility } from './ability';
import { safeRedirect } from './safe-redirect';

/**
 * The app's paths that code links to, written once. The pages themselves define them (file
 * routes, DESIGN.md section 2): renaming a page file means changing its path here, and the
 * menu test (app/router/menu-routes.test.ts) catches menu entries left behind. The front page
 * and the all-sites page are in @common/constants, as the server redirects to them.
 */
export const PATHS = {
  login: '/login',
  logout: '/logout',
  register: '/register',
  forgotPassword: '/forgot-password',
  notAuthorized: '/not-authorized',
  authVariants: '/pages/authentication',
  userList: '/apps/user/list',
  helpCenter: '/front-pages/help-center',
  /** Listings search (the navbar search and the front pages' "Browse offers" lead here). */
  search: '/search',
  myMessages: '/my-messages',
  /** The listing editor, empty: a new listing. */
  addListing: '/add-new',
  /** The signed-in user's own listings, where they add, publish and edit their offers. */
  myItems: '/my-items',
  /** SPEC.md "Home": the CRM dashboard where a site's own landing dashboard is not built yet. */
  crmDashboard: '/dashboards/crm',
  /** SPEC.md "Home", the variant for scope internal on a logistics site: the dispatcher's logistics dashboard. */
  dispatchDashboard: '/apps/logistics/dashboard2',
  /** A member's Home on a marketplace site (issue #33): their listings' views, messages and calls. */
  sellerHome: '/my-dashboard',
  /**
   * Every signed-in user's own calendar, chat, mailbox and boards: the user menu links them for members,
   * who have no admin menu (SPEC.md fixes the marketplace menu's entries).
   */
  calendar: '/apps/calendar',
  chat: '/apps/chat',
  email: '/apps/email',
  kanban: '/apps/kanban',
} as const;

/** The public page of one offer, in an interface language (SPEC.md: /:lang/offer/:offerid). */
export const offerPath = (lang: string, id: string) => `/${encodeURIComponent(lang)}/offer/${encodeURIComponent(id)}`;

/** One conversation open on the my-messages page (mail notices link here too). */
export const conversationPath = (id: string) => `${PATHS.myMessages}?c=${encodeURIComponent(id)}`;

/**
 * My messages starting (or finding again) the conversation about a listing: where "Send a
 * message" leads through sign-in, so the reader lands in the conversation, not back on the offer.
 */
export const startConversationPath = (listingId: string) =>
  `${PATHS.myMessages}?listing=${encodeURIComponent(listingId)}`;

/** The listing editor on one of the user's listings (a draft to finish, an offer to change). */
export const editListingPath = (id: string) => `${PATHS.addListing}?id=${encodeURIComponent(id)}`;

/** The call screen calling one user (the bell's "call back" on a missed call). */
export const callUserPath = (userId: string) => `/my-call?to=${encodeURIComponent(userId)}`;

/** The search page for a query ("" or none: every listing). */
export function searchPath(query?: string): string {
  const q = query?.trim();
  return q ? `${PATHS.search}?q=${encodeURIComponent(q)}` : PATHS.search;
}

/** The sign-in page, coming back to `redirect` afterwards when it is a path on this site. */
export function loginPath(redirect?: string): string {
  const safe = safeRedirect(redirect);
  return safe && safe !== PATHS.login ? `${PATHS.login}?redirecturl=${encodeURIComponent(safe)}` : PATHS.login;
}

/** One user's page in the administration. */
export const userViewPath = (id: string) => `/apps/user/view/${encodeURIComponent(id)}`;

/** The signed-in user's own pages, one tab each ("account", "security"; "profile", "activity"). */
export const accountSettingsPath = (tab = 'account') => `/pages/account-settings/${tab}`;
export const userProfilePath = (tab = 'profile') => `/pages/user-profile/${tab}`;

/**
 * Where a signed-in user lands when no redirecturl asks otherwise (after sign-in, on /login while
 * signed in, "My account" on a front page, "back" from the not-found page): always a page that
 * exists and that they may open. Admins (scope admin2) get the site's DefaultLandingAdminPage
 * (SPEC.md section 2) once that page is built, until then the CRM dashboard (SPEC.md "Home": a
 * logistics dashboard or the CRM one), else the user list if they manage users. A member who may
 * list lands on the home the site names (`home`, issue #33): on a marketplace (`seller`) their
 * own dashboard of listings, views, messages and calls; on a logistics site their own listings
 * (my-items), as before. A new member's dashboard asks for the first listing, the page the
 * sign-up was for. Without the right to list, their account settings. `hasPage` says which paths
 * open a page on this site.
 */
/** Every path landingPath and homePath ask `hasPage` about, for this site. */
export function landingCandidates(site: SiteConfig): string[] {
  return [site.configuration.DefaultLandingAdminPage, PATHS.crmDashboard, PATHS.sellerHome, PATHS.myItems];
}

export function landingPath(ability: AppAbility, site: SiteConfig, hasPage: (path: string) => boolean): string {
  if (hasScope(ability, 'admin2')) {
    const home = site.configuration.DefaultLandingAdminPage;
    if (hasPage(home)) return home;
    if (hasPage(PATHS.crmDashboard) && ability.can('read', 'Dashboard')) return PATHS.crmDashboard;
    if (ability.can('manage', 'User')) return PATHS.userList;
    return accountSettingsPath();
  }
  if (!ability.can('create', 'Listing')) return accountSettingsPath();
  if (site.home === 'seller' && hasPage(PATHS.sellerHome)) return PATHS.sellerHome;
  if (hasPage(PATHS.myItems)) return PATHS.myItems;
  return accountSettingsPath();
}

/**
 * Where the menu's Home leads this user (SPEC.md "Home: logistics dashboard variants or CRM
 * dashboard; one needs scope admin2, one variant needs internal"): an administrator to the site's
 * landing admin page (landingPath's rule); anyone else with scope internal to the home the site
 * names (issue #33): on a marketplace their own seller dashboard, on a logistics site the
 * dispatcher's logistics dashboard, the variant made for them. Who sees Home at all is the site's
 * entry's scope.
 */
export function homePath(ability: AppAbility, site: SiteConfig, hasPage: (path: string) => boolean): string {
  if (hasScope(ability, 'admin2')) {
    const home = site.configuration.DefaultLandingAdminPage;
    return hasPage(home) ? home : PATHS.crmDashboard;
  }
  if (site.home === 'seller') return hasPage(PATHS.sellerHome) ? PATHS.sellerHome : PATHS.myItems;
  return PATHS.dispatchDashboard;
}
