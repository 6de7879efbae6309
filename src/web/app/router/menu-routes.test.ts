import { SITES, type SiteConfig } from '@common/sites';
import { fullMenu, horizontalBar } from '@web/navigation/menu-logic';
import { link, planned, type NavItem, type NavLinkItem } from '@web/navigation/nav-types';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { siteRouteTable, type SiteRouteTable } from './site-route-table';

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
    '%s: an entry carries its page\'s access rule, so the menu shows it only to those the page lets in',
    async (_id, site) => {
      const table = siteRouteTable(site);
      const wrong: string[] = [];
      for (const entry of links(menusOf(site).vertical)) {
        const pathname = entry.to.split(/[?#]/)[0] ?? entry.to;
        const route = table.pages.find((r) => !r.path.includes('*') && matchPath({ path: r.path, end: true }, pathname));
        if (!route || entry.planned) continue;
        const meta = route.meta ?? (await route.load()).meta ?? {};
        if (entry.action !== meta.action || entry.subject !== meta.subject)
          wrong.push(`${entry.title} -> ${entry.to}: menu ${entry.action} ${entry.subject}, page ${meta.action} ${meta.subject}`);
      }
      expect(wrong).toEqual([]);
    },
    30_000,
  );

  it('catches an entry with no page, a record link and a stale planned flag', () => {
    const table = siteRouteTable(SITES[0] as SiteConfig);
    const menu = [
      link('ok', '/apps/user/list'),
      link('tab', '/pages/account-settings/security'),
      planned('soon', '/apps/kanban'),
      link('missing', '/apps/kanban'),
      link('record', '/apps/user/view/21'),
      planned('stale', '/apps/roles'),
    ];
    expect(problems(menu, table)).toEqual([
      'missing -> /apps/kanban: no such route; build the page or mark it planned',
      'record -> /apps/user/view/21: links one record; link its list instead',
      'stale -> /apps/roles: the page exists; drop planned',
    ]);
  });
});
