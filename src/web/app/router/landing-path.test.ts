import { scopeRule } from '@common/permissions/scopes';
import { SITES, siteById } from '@common/sites';
import { pageChecker, siteRouteTable } from './site-route-table';
import { describe, expect, it } from 'vitest';
import { abilityFromRules, loadAbility } from '@web/lib/ability';
import { landingPath } from '@web/lib/paths';

// The browser loads CASL for signed-in users only (lib/ability.ts); these abilities are theirs.
await loadAbility();

const admin = abilityFromRules([scopeRule('admin2'), scopeRule('internal'), { action: 'manage', subject: 'User' }]);
const adminWithoutUsers = abilityFromRules([scopeRule('admin2'), scopeRule('internal')]);
const member = abilityFromRules([scopeRule('internal'), { action: 'create', subject: 'Listing' }]);
const readOnlyMember = abilityFromRules([scopeRule('internal')]);
const fullAdmin = abilityFromRules([scopeRule('admin2'), scopeRule('internal'), { action: 'manage', subject: 'all' }]);
const korepetycje = siteById('korepetycje');

describe('landingPath', () => {
  it('sends an admin to the site landing page once that page exists', () => {
    expect(landingPath(admin, korepetycje, () => true)).toBe('/apps/logistics/dashboard');
  });

  it('until then, an admin who manages users to the user list, another admin to their account', () => {
    const none = () => false;
    expect(landingPath(admin, korepetycje, none)).toBe('/apps/user/list');
    expect(landingPath(adminWithoutUsers, korepetycje, none)).toBe('/pages/account-settings/account');
  });

  it("sends an admin to the site's own dashboard where it is built, else to the CRM dashboard", () => {
    const built = (site: (typeof SITES)[number]) => landingPath(fullAdmin, site, pageChecker(siteRouteTable(site)));
    expect(built(siteById('generic'))).toBe('/dashboards/crm');
    expect(built(siteById('corpobond'))).toBe('/dashboards/analytics');
    expect(built(siteById('fashionableoutfit'))).toBe('/dashboards/ecommerce');
    expect(built(siteById('aiteaches'))).toBe('/apps/academy/dashboard');
    // Sites whose landing page is the logistics dashboard land there now that it is built.
    expect(built(korepetycje)).toBe('/apps/logistics/dashboard');
    expect(built(siteById('naszdom'))).toBe('/apps/logistics/dashboard');
  });

  it('sends a member to the home their site names: their seller dashboard on a marketplace, else their listings', () => {
    expect(landingPath(member, korepetycje, () => true)).toBe('/my-dashboard');
    expect(landingPath(member, korepetycje, pageChecker(siteRouteTable(korepetycje)))).toBe('/my-dashboard');
    const generic = siteById('generic');
    expect(generic.home).toBe('logistics');
    expect(landingPath(member, generic, pageChecker(siteRouteTable(generic)))).toBe('/my-items');
    // Whatever the admin's landing page: the site's home decides, on every marketplace site.
    for (const site of SITES.filter((s) => s.home === 'seller'))
      expect(landingPath(member, site, pageChecker(siteRouteTable(site))), site.id).toBe('/my-dashboard');
  });

  it('sends a member to their account where they may not list, or the site has neither of their pages', () => {
    expect(landingPath(readOnlyMember, korepetycje, () => true)).toBe('/pages/account-settings/account');
    expect(landingPath(member, korepetycje, (path) => path !== '/my-dashboard')).toBe('/my-items');
    const neither = (path: string) => path !== '/my-items' && path !== '/my-dashboard';
    expect(landingPath(member, korepetycje, neither)).toBe('/pages/account-settings/account');
  });

  it.each(SITES.map((s) => [s.id, s] as const))('%s: every landing is a page of the site', (_id, site) => {
    const hasPage = pageChecker(siteRouteTable(site));
    for (const ability of [admin, adminWithoutUsers, member, readOnlyMember, fullAdmin])
      expect(hasPage(landingPath(ability, site, hasPage))).toBe(true);
  });
});
