import { hasScope } from '@common/permissions/scopes';
import type { NavEntry } from '@common/sites';
import {
  IconApps,
  IconBuildingStore,
  IconChartPie,
  IconComponents,
  IconForms,
  IconHome,
  IconMessages,
  IconPackage,
  IconPlus,
  IconSchool,
} from '@tabler/icons-react';
import type { AppAbility } from '@web/lib/ability';
import type { RouteMeta } from '@web/lib/route-meta';
import { ADMIN_MENU } from './admin-menu';
import {
  group,
  heading,
  link,
  type NavGroupItem,
  type NavCounter,
  type NavIcon,
  type NavItem,
  type NavLinkItem,
} from './nav-types';

const SITE_ICONS: Record<string, NavIcon> = {
  'nav.home': IconHome,
  'nav.addNew': IconPlus,
  'nav.myItems': IconPackage,
  'nav.myMessages': IconMessages,
  'nav.academy': IconSchool,
};

/** Entries that show a live count beside their label. */
const SITE_COUNTERS: Record<string, NavCounter> = {
  'nav.myMessages': 'unreadMessages',
};

/**
 * The site's own entries (SPEC.md section 2 "Navigation entries") first, then the admin
 * template's. `home`, when given, is where Home leads this user (paths.ts homePath): the
 * site's entry names the admin's landing page, a member's Home is another variant.
 */
export function fullMenu(siteNavigation: readonly NavEntry[], home?: string): NavItem[] {
  const site = siteNavigation.map((e) =>
    link(e.title, e.title === 'nav.home' && home !== undefined ? home : e.to, {
      icon: SITE_ICONS[e.title],
      counter: SITE_COUNTERS[e.title],
      requiredScope: e.requiredScope,
      planned: e.planned,
    }),
  );
  return [heading('nav.section.marketplace'), ...site, ...ADMIN_MENU];
}

/** The meta of the page a path opens on this site, undefined when it opens none (SiteContextValue.pageMeta). */
export type PageMetaOf = (path: string) => RouteMeta | undefined;

/** Whether the page's access rule (if it has one) lets this user in: what its route guard asks too. */
function pageAllows(meta: RouteMeta, ability: AppAbility): boolean {
  return !(meta.action && meta.subject) || ability.can(meta.action, meta.subject);
}

function linkVisible(item: NavLinkItem, ability: AppAbility, pageMeta: PageMetaOf): boolean {
  if (item.planned) return false;
  const meta = pageMeta(item.to);
  return meta !== undefined && pageAllows(meta, ability);
}

/**
 * What this user may see: entries whose page is not built (planned, or no page on this site),
 * entries without their scope, links whose page's access rule (its route meta) refuses the user,
 * groups left empty, and section titles with nothing under them all go. An entry thus shows only
 * where the page's guard would let the user in, and never ends at /not-authorized.
 */
export function visibleMenu(items: readonly NavItem[], ability: AppAbility, pageMeta: PageMetaOf): NavItem[] {
  const kept: NavItem[] = [];
  for (const item of items) {
    if (!hasScope(ability, item.requiredScope)) continue;
    if (item.kind === 'group') {
      const children = visibleMenu(item.children, ability, pageMeta);
      if (children.length > 0) kept.push({ ...item, children });
    } else if (item.kind === 'heading' || linkVisible(item, ability, pageMeta)) kept.push(item);
  }
  return kept.filter(
    (item, i) => item.kind !== 'heading' || (kept[i + 1] !== undefined && kept[i + 1]?.kind !== 'heading'),
  );
}

export interface FlatLink {
  link: NavLinkItem;
  /** Titles of the groups above it, outermost first (for the search results' context). */
  trail: string[];
}

/** Every link, depth first, with the groups it sits in; a path reached twice is listed once. */
export function flattenLinks(items: readonly NavItem[], trail: string[] = [], seen = new Set<string>()): FlatLink[] {
  const out: FlatLink[] = [];
  for (const item of items) {
    if (item.kind === 'link' && !seen.has(item.to)) {
      seen.add(item.to);
      out.push({ link: item, trail });
    } else if (item.kind === 'group') out.push(...flattenLinks(item.children, [...trail, item.title], seen));
  }
  return out;
}

/** The route name of a path, as file routes name them: /apps/invoice/list -> apps-invoice-list. */
export function routeNameOf(path: string): string {
  const clean = path.split('?')[0]?.replace(/^\/+|\/+$/g, '') ?? '';
  return clean === '' ? 'root' : clean.replace(/\//g, '-');
}

export interface ActiveRoute {
  pathname: string;
  /** The current route's meta.navActiveLink: the route name of the menu entry to keep highlighted. */
  navActiveLink?: string | undefined;
}

export function isLinkActive(item: NavLinkItem, route: ActiveRoute): boolean {
  const to = item.to.split('?')[0];
  if (to === route.pathname) return true;
  return route.navActiveLink !== undefined && (item.name ?? routeNameOf(item.to)) === route.navActiveLink;
}

/** A group is open and highlighted while any entry inside it is the current page. */
export function isGroupActive(item: NavItem, route: ActiveRoute): boolean {
  if (item.kind === 'link') return isLinkActive(item, route);
  if (item.kind === 'group') return item.children.some((c) => isGroupActive(c, route));
  return false;
}

/** Case- and accent-insensitive match of a query against the translated title and its trail. */
export function matchesQuery(text: string, query: string): boolean {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  return fold(text).includes(fold(query.trim()));
}

const SECTION_ICONS: Record<string, NavIcon> = {
  'nav.section.appsPages': IconApps,
  'nav.section.uiElements': IconComponents,
  'nav.section.formsTables': IconForms,
  'nav.section.chartsMisc': IconChartPie,
};

/**
 * The horizontal bar has no room for section titles: every section after the first becomes a
 * group named after its title. The marketplace's own links stand on the bar by themselves when
 * they are all there is; next to the admin sections they fold into a "Marketplace" group too,
 * so the bar stays one line.
 */
export function horizontalBar(menu: readonly NavItem[]): NavItem[] {
  const sections = menu.filter((i) => i.kind === 'heading').length;
  const bar: NavItem[] = [];
  let section: NavGroupItem | null = null;
  const marketplace = group('nav.section.marketplace', [], { icon: IconBuildingStore });
  for (const item of menu) {
    if (item.kind === 'heading') {
      section =
        item.title === 'nav.section.marketplace' ? null : group(item.title, [], { icon: SECTION_ICONS[item.title] });
      if (section) bar.push(section);
    } else if (section) section.children.push(item);
    else if (sections > 1 && item.kind === 'link') marketplace.children.push(item);
    else bar.push(item);
  }
  return marketplace.children.length > 0 ? [marketplace, ...bar] : bar;
}
