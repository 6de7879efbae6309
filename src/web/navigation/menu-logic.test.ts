import { scopeRule } from '@common/permissions/scopes';
import { standardNavigation } from '@common/sites/defaults';
import { createMongoAbility } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { flattenLinks, fullMenu, horizontalBar, isGroupActive, isLinkActive, matchesQuery, routeNameOf, visibleMenu } from './menu-logic';
import type { NavGroupItem, NavLinkItem } from './nav-types';

const menu = fullMenu(standardNavigation('/dashboards/crm'));
const paths = (rules: Parameters<typeof createMongoAbility>[0]) =>
  flattenLinks(visibleMenu(menu, createMongoAbility(rules))).map((f) => f.link.to);

describe('visibleMenu', () => {
  it('a visitor without scopes sees only entries that need none', () => {
    expect(paths([])).toEqual(['/apps/academy/dashboard']);
  });

  it('a member (internal) sees the marketplace entries but not the admin template', () => {
    expect(paths([scopeRule('internal')])).toEqual(['/add-new', '/my-items', '/my-messages', '/apps/academy/dashboard']);
  });

  it('an admin (admin2) sees the whole template menu, with the demo pages', () => {
    const seen = paths([scopeRule('admin2'), scopeRule('internal')]);
    expect(seen).toEqual(expect.arrayContaining(['/dashboards/crm', '/apps/invoice/list', '/pages/typography', '/components/button']));
    expect(seen.length).toBeGreaterThan(80);
  });

  it('the access-control entry also needs its CASL ability', () => {
    expect(paths([scopeRule('admin2')])).not.toContain('/access-control');
    expect(paths([scopeRule('admin2'), { action: 'read', subject: 'AclDemo' }])).toContain('/access-control');
  });

  it('drops a section title left with nothing under it', () => {
    const visible = visibleMenu(menu, createMongoAbility([]));
    expect(visible.map((i) => i.kind)).toEqual(['heading', 'link']);
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
});

describe('matchesQuery', () => {
  it('ignores case and accents', () => {
    expect(matchesQuery('Typographie', 'TYPO')).toBe(true);
    expect(matchesQuery('Paramètres', 'parametres')).toBe(true);
    expect(matchesQuery('Chat', 'zzz')).toBe(false);
  });
});

describe('horizontalBar', () => {
  it('for an admin, folds the marketplace links and every section into groups, one line of them', () => {
    const bar = horizontalBar(visibleMenu(menu, createMongoAbility([scopeRule('admin2'), scopeRule('internal')])));
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

  it('for a member, the marketplace links stand on the bar themselves', () => {
    const bar = horizontalBar(visibleMenu(menu, createMongoAbility([scopeRule('internal')])));
    expect(bar.map((i) => i.title)).toEqual(['nav.addNew', 'nav.myItems', 'nav.myMessages', 'nav.academy']);
  });
});
