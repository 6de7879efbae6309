import { scopeRule } from '@common/permissions/scopes';
import { SITES, siteById, type SiteConfig } from '@common/sites';
import { abilityFromRules, loadAbility, type AppAbility } from '@web/lib/ability';
import { PATHS } from '@web/lib/paths';
import { flattenLinks, fullMenu, horizontalBar, visibleMenu } from '@web/navigation/menu-logic';
import { link, planned, type NavItem, type NavLinkItem } from '@web/navigation/nav-types';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { decideAccess } from '../guards/decide-access';
import { pageMetaLookup, siteRouteTable, type SiteRouteTable } from './site-route-table';

// The browser loads CASL for signed-in users only (lib/ability.ts); these abilities are theirs.
await loadAbility();

const adminScopes = [scopeRule('admin2'), scopeRule('internal')];
/** The users the menu is tried with: who sees an entry must be let in by its page. */
const USERS = {
  admin: abilityFromRules([
    ...adminScopes,
    { action: 'manage', subject: 'User' },
    { action: 'manage', subject: 'Role' },
    { action: 'manage', subject: 'Permission' },
  ]),
  adminWithoutUsers: abilityFromRules([
    ...adminScopes,
    { action: 'manage', subject: 'Role' },
    { action: 'manage', subject: 'Permission' },
  ]),
  everything: abilityFromRules([...adminScopes, { action: 'manage', subject: 'all' }]),
  bareAdmin2: abilityFromRules(adminScopes),
  member: abilityFromRules([scopeRule('internal'), { action: 'read', subject: 'Listing' }]),
  visitor: abilityFromRules([]),
} satisfies Record<string, AppAbility>;

/**
 * Every menu entry opens a page of the route table the router is built from, or says it is
 * planned; and a planned entry whose page now exists must lose the flag, so a later "hide planned
 * entries" never hides a real page. Record pages (a route with an :id-like segment) are no menu
 * target: ids are UUIDs made at run time, so a link such as /apps/user/view/21 opens nothing.
 */
type Target = 'page' | 'record' | 'none';

const isRecordParam = (segment: string) => /^:\w*id$/i.test(segment);

function targetOf(to: string, table: SiteRouteTable, hops = 0): Target {
  const pathname = to.split(/[?#]/)[0] ?? to;
  const redirect = table.redirects[pathname];
  if (redirect !== undefined) return hops < 5 ? targetOf(redirect, table, hops + 1) : 'none';
  // The catch-all matches everything; it is the not-found page, not a destination.
  const route = table.pages.find((r) => !r.path.includes('*') && matchPath({ path: r.path, end: true }, pathname));
  if (!route) return 'none';
  // "…/details/newest" is no record of its own: the page opens whichever is newest, so it is
  // never a dead link on a site that has other records than the demo's.
  if (pathname.endsWith('/newest')) return 'page';
  return route.path.split('/').some(isRecordParam) ? 'record' : 'page';
}

function links(items: readonly NavItem[]): NavLinkItem[] {
  return items.flatMap((item) => (item.kind === 'link' ? [item] : item.kind === 'group' ? links(item.children) : []));
}

/** "title -> path: what is wrong", for every entry that breaks the rule. */
function problems(menu: readonly NavItem[], table: SiteRouteTable): string[] {
  const out: string[] = [];
  for (const entry of links(menu)) {
    const target = targetOf(entry.to, table);
    const where = `${entry.title} -> ${entry.to}`;
    if (target === 'record') out.push(`${where}: links one record; link its list instead`);
    else if (!entry.planned && target === 'none')
      out.push(`${where}: no such route; build the page or mark it planned`);
    else if (entry.planned && target === 'page') out.push(`${where}: the page exists; drop planned`);
  }
  return out;
}

const menusOf = (site: SiteConfig) => {
  const vertical = fullMenu(site.navigation);
  return { vertical, horizontal: horizontalBar(vertical) };
};

describe('menu entries and routes', () => {
  it.each(SITES.map((s) => [s.id, s] as const))(
    '%s: every entry of both menus opens a page or is planned',
    (_id, site) => {
      const table = siteRouteTable(site);
      const { vertical, horizontal } = menusOf(site);
      expect(problems(vertical, table)).toEqual([]);
      expect(problems(horizontal, table)).toEqual([]);
      // The bar regroups the same entries; none is lost on the way.
      expect(
        links(horizontal)
          .map((l) => l.to)
          .sort(),
      ).toEqual(
        links(vertical)
          .map((l) => l.to)
          .sort(),
      );
    },
  );

  it.each(SITES.map((s) => [s.id, s] as const))(
    "%s: the metas read up front are the pages' own, so guard and menu see what the page says",
    async (_id, site) => {
      const differ: string[] = [];
      for (const route of siteRouteTable(site).pages) {
        const own = (await route.load()).meta;
        // A route declared in code (a site's front page) has no meta up front; its module's rules.
        if (route.meta !== undefined && JSON.stringify(route.meta) !== JSON.stringify(own ?? {}))
          differ.push(route.path);
      }
      expect(differ).toEqual([]);
    },
    // The first site imports (and so transforms) every page: past 30 s on two busy cores.
    90_000,
  );

  it.each(SITES.map((s) => [s.id, s] as const))(
    '%s: every entry the menu shows opens a page whose guard lets that user in',
    (_id, site) => {
      const pageMeta = pageMetaLookup(siteRouteTable(site));
      for (const ability of Object.values(USERS)) {
        for (const { link: entry } of flattenLinks(visibleMenu(fullMenu(site.navigation), ability, pageMeta)))
          expect({ to: entry.to, access: decideAccess(pageMeta(entry.to) ?? {}, true, ability).kind }).toEqual({
            to: entry.to,
            access: 'allow',
          });
      }
    },
  );

  it('an admin2 user sees Users only with "manage User", from the user list page\'s own meta', () => {
    const pageMeta = pageMetaLookup(siteRouteTable(siteById('generic')));
    const seen = (ability: AppAbility) =>
      flattenLinks(visibleMenu(fullMenu([]), ability, pageMeta)).map((f) => f.link.to);
    expect(seen(USERS.admin)).toContain(PATHS.userList);
    expect(seen(USERS.adminWithoutUsers)).not.toContain(PATHS.userList);
    // The group went with its only entry; Roles & permissions stays for the admin who manages them.
    const titles = visibleMenu(fullMenu([]), USERS.adminWithoutUsers, pageMeta).map((i) => i.title);
    expect(titles).not.toContain('nav.users');
    expect(titles).toContain('nav.rolesPermissions');
  });

  it('catches an entry with no page, a record link and a stale planned flag', () => {
    const table = siteRouteTable(SITES[0] as SiteConfig);
    const menu = [
      link('ok', '/apps/user/list'),
      link('tab', '/pages/account-settings/security'),
      planned('soon', '/apps/not-built-yet'),
      link('missing', '/apps/not-built-yet'),
      link('record', '/apps/user/view/21'),
      link('newest', '/apps/ecommerce/order/details/newest'),
      planned('stale', '/apps/roles'),
    ];
    expect(problems(menu, table)).toEqual([
      'missing -> /apps/not-built-yet: no such route; build the page or mark it planned',
      'record -> /apps/user/view/21: links one record; link its list instead',
      'stale -> /apps/roles: the page exists; drop planned',
    ]);
  });
});
