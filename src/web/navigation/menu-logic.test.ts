import { scopeRule } from '@common/permissions/scopes';
import { siteById } from '@common/sites';
import { standardNavigation } from '@common/sites/defaults';
import { homePath } from '@web/lib/paths';
import { abilityFromRules, loadAbility, type PlainRule } from '@web/lib/ability';
import type { RouteMeta } from '@web/lib/route-meta';
import { describe, expect, it } from 'vitest';
import {
  flattenLinks,
  fullMenu,
  horizontalBar,
  isGroupActive,
  isLinkActive,
  matchesQuery,
  routeNameOf,
  visibleMenu,
} from './menu-logic';
import { heading, link, planned, type NavGroupItem, type NavLinkItem } from './nav-types';

// The browser loads CASL for signed-in users only (lib/ability.ts); these abilities are theirs.
await loadAbility();

const menu = fullMenu(standardNavigation('/dashboards/crm'));
/**
 * Every path counts as built here, with the access rules of the admin pages as their metas say
 * (app/router/menu-routes.test.ts runs the same over the real route table): what the filter
 * leaves out is then for planned or access.
 */
const RULED: Record<string, RouteMeta> = {
  '/apps/user/list': { action: 'manage', subject: 'User' },
  '/apps/roles': { action: 'manage', subject: 'Role' },
  '/apps/permissions': { action: 'manage', subject: 'Permission' },
  '/access-control': { action: 'read', subject: 'AclDemo' },
};
const built = (path: string): RouteMeta | undefined => RULED[path] ?? {};
const createMongoAbility = (rules: PlainRule[]) => abilityFromRules(rules);
const admin: PlainRule[] = [
  scopeRule('admin2'),
  scopeRule('internal'),
  { action: 'manage', subject: 'User' },
  { action: 'manage', subject: 'Role' },
  { action: 'manage', subject: 'Permission' },
];
const paths = (rules: PlainRule[], pageMeta: (path: string) => RouteMeta | undefined = built) =>
  flattenLinks(visibleMenu(menu, createMongoAbility(rules), pageMeta)).map((f) => f.link.to);

describe('visibleMenu', () => {
  it('shows an admin the built pages only, never a planned one', () => {
    const seen = paths(admin);
    expect(seen).toEqual(
      expect.arrayContaining([
        '/apps/user/list',
        '/apps/roles',
        '/apps/permissions',
        '/pages/typography',
        '/components/button',
        '/dashboards/crm',
        '/dashboards/ecommerce',
        '/charts/chartjs',
      ]),
    );
    // The logistics dashboard and fleet are built (issue #17).
    expect(seen).toEqual(expect.arrayContaining(['/apps/logistics/dashboard', '/apps/logistics/fleet']));
    // The shop catalogue and the invoice app are built (issue #34).
    expect(seen).toEqual(
      expect.arrayContaining([
        '/apps/ecommerce/product/list',
        '/apps/ecommerce/manage-review',
        '/apps/invoice/list',
        '/apps/email',
        '/apps/kanban',
        '/apps/chat',
      ]),
    );
    // The help centre is built (issue #37).
    expect(seen).toContain('/front-pages/help-center');
  });

  it('hides an entry whose page this site does not have', () => {
    expect(paths(admin, (path) => (path === '/apps/roles' ? undefined : built(path)))).not.toContain('/apps/roles');
  });

  it('an admin without "manage User" does not see Users, and the empty group goes with it', () => {
    const rules = admin.filter((r) => r.subject !== 'User');
    expect(paths(rules)).not.toContain('/apps/user/list');
    const titles = visibleMenu(menu, createMongoAbility(rules), built).map((i) => i.title);
    expect(titles).not.toContain('nav.users');
    expect(titles).toContain('nav.rolesPermissions');
  });

  it('a member (internal) or a visitor sees no admin entry, and no planned marketplace entry', () => {
    // Add new, My items and My messages are built for a member; the Academy needs no scope. Home
    // needs admin2 on this menu (standardNavigation's default, the generic site's).
    expect(paths([scopeRule('internal')])).toEqual([
      '/add-new',
      '/my-items',
      '/my-messages',
      '/apps/academy/dashboard',
    ]);
    expect(paths([])).toEqual(['/apps/academy/dashboard']);
  });

  it("Home leads an admin to the site's landing page and a member to the home the site names", () => {
    // korepetycje, a marketplace: its landing admin page is the logistics dashboard, a member's Home their own.
    const has = () => true;
    const homeOf = (site: ReturnType<typeof siteById>, rules: PlainRule[]) => {
      const ability = createMongoAbility(rules);
      const seen = flattenLinks(visibleMenu(fullMenu(site.navigation, homePath(ability, site, has)), ability, built));
      return seen.find((f) => f.link.title === 'nav.home')?.link.to;
    };
    const korepetycje = siteById('korepetycje');
    expect(homeOf(korepetycje, admin)).toBe('/apps/logistics/dashboard');
    expect(homeOf(korepetycje, [scopeRule('internal')])).toBe('/my-dashboard');
    expect(homeOf(siteById('naszdom'), [scopeRule('internal')])).toBe('/my-dashboard');
    // The generic site keeps the logistics home, whose Home needs admin2 there: a member has none.
    const generic = siteById('generic');
    expect(homeOf(generic, [scopeRule('internal')])).toBeUndefined();
    expect(homeOf(generic, admin)).toBe('/dashboards/crm');
    // Where a logistics site opens Home to members, it leads to the dispatcher's dashboard.
    const logistics = { ...korepetycje, home: 'logistics' as const };
    expect(homeOf(logistics, [scopeRule('internal')])).toBe('/apps/logistics/dashboard2');
    // Without its page a marketplace member's Home is their listings; an admin's the CRM dashboard.
    const member = createMongoAbility([scopeRule('internal')]);
    expect(homePath(member, korepetycje, (p) => p !== '/my-dashboard')).toBe('/my-items');
    expect(homePath(createMongoAbility(admin), korepetycje, (p) => p !== '/apps/logistics/dashboard')).toBe(
      '/dashboards/crm',
    );
  });

  it('the logistics variants are in the admin menu; a member sees neither there', () => {
    expect(paths(admin)).toEqual(expect.arrayContaining(['/apps/logistics/dashboard0', '/apps/logistics/dashboard2']));
    expect(paths([scopeRule('internal')])).not.toContain('/apps/logistics/dashboard0');
  });

  it("the access-control entry also needs its page's CASL rule", () => {
    expect(paths([scopeRule('admin2')])).not.toContain('/access-control');
    expect(paths([scopeRule('admin2'), { action: 'read', subject: 'AclDemo' }])).toContain('/access-control');
  });

  it('drops a section title left with nothing under it', () => {
    // A section whose pages are all still planned shows no title; one with a page does.
    const sections = [
      heading('nav.section.uiElements'),
      link('nav.typography', '/pages/typography'),
      heading('nav.section.formsTables'),
      planned('nav.formLayouts', '/forms/form-layouts'),
      planned('nav.formValidation', '/forms/form-validation'),
      heading('nav.section.chartsMisc'),
      link('nav.apexChart', '/charts/apex-chart'),
    ];
    const titles = visibleMenu(sections, createMongoAbility(admin), built).map((i) => i.title);
    expect(titles).toEqual(['nav.section.uiElements', 'nav.typography', 'nav.section.chartsMisc', 'nav.apexChart']);
  });
});

describe('active entries', () => {
  const invoiceList: NavLinkItem = { kind: 'link', title: 'nav.list', to: '/apps/invoice/list' };
  const invoice: NavGroupItem = { kind: 'group', title: 'nav.invoice', children: [invoiceList] };

  it('route names follow the file routes', () => {
    expect(routeNameOf('/apps/invoice/list')).toBe('apps-invoice-list');
    expect(routeNameOf('/')).toBe('root');
  });

  it('navActiveLink keeps the parent entry highlighted on a page that is not in the menu', () => {
    const route = { pathname: '/apps/invoice/edit/1', navActiveLink: 'apps-invoice-list' };
    expect(isLinkActive(invoiceList, route)).toBe(true);
    expect(isGroupActive(invoice, route)).toBe(true);
    expect(isGroupActive(invoice, { pathname: '/apps/chat' })).toBe(false);
  });

  it("SPEC.md's dashboards-logistics names the Logistics dashboard entry, lit on its variants", () => {
    const group = menu.find((i) => i.title === 'nav.dashboards') as NavGroupItem;
    const names = group.children.map((c) => (c.kind === 'link' ? c.name : undefined));
    expect(names).toEqual([
      'dashboards-crm',
      'dashboards-analytics',
      'dashboards-ecommerce',
      'dashboards-academy',
      'dashboards-logistics',
    ]);
    const logistics = group.children.find((c) => c.kind === 'link' && c.name === 'dashboards-logistics') as NavLinkItem;
    expect(logistics).toMatchObject({ title: 'nav.logistics', to: '/apps/logistics/dashboard' });
    expect(
      isLinkActive(logistics, { pathname: '/apps/logistics/dashboard2', navActiveLink: 'dashboards-logistics' }),
    ).toBe(true);
  });
});

describe('matchesQuery', () => {
  it('ignores case and accents', () => {
    expect(matchesQuery('Typographie', 'TYPO')).toBe(true);
    expect(matchesQuery('Paramètres', 'parametres')).toBe(true);
    expect(matchesQuery('Chat', 'zzz')).toBe(false);
  });
});

describe('horizontalBar', () => {
  it('for an admin, folds every section into a group, one line of them', () => {
    const bar = horizontalBar(visibleMenu(menu, createMongoAbility(admin), built));
    expect(bar.map((i) => i.title)).toEqual([
      'nav.section.marketplace',
      'nav.dashboards',
      'nav.section.appsPages',
      'nav.section.uiElements',
      'nav.section.formsTables',
      'nav.section.chartsMisc',
    ]);
    expect(bar.every((i) => i.kind === 'group')).toBe(true);
  });

  it('the marketplace links stand on the bar themselves when they are all there is', () => {
    const member = fullMenu([{ title: 'nav.myItems', to: '/my-items', requiredScope: 'internal' }]);
    const bar = horizontalBar(visibleMenu(member, createMongoAbility([scopeRule('internal')]), built));
    expect(bar.map((i) => i.title)).toEqual(['nav.myItems']);
  });
});
