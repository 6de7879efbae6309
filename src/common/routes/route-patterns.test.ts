import { describe, expect, it } from 'vitest';
import { SITES } from '../sites';
import { isKnownPath, matchesPattern, sitePagePatterns } from './route-patterns';

describe('matchesPattern', () => {
  it('matches static, parameter and catch-all segments as the router does', () => {
    expect(matchesPattern('/apps/user/list', '/apps/user/list')).toBe(true);
    expect(matchesPattern('/apps/user/list', '/apps/user/list/')).toBe(true);
    expect(matchesPattern('/apps/user/list', '/apps/user/list?q=1')).toBe(true);
    expect(matchesPattern('/apps/user/view/:id', '/apps/user/view/abc')).toBe(true);
    expect(matchesPattern('/apps/user/view/:id', '/apps/user/view')).toBe(false);
    expect(matchesPattern('/apps/user/view/:id', '/apps/user/view/a/b')).toBe(false);
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/', '/x')).toBe(false);
    expect(matchesPattern('/docs/*', '/docs/a/b')).toBe(true);
  });
});

describe('sitePagePatterns', () => {
  const site = SITES[0]!;
  const patterns = sitePagePatterns(
    ['login.tsx', '[...error].tsx', 'apps/user/view/[id].tsx', 'pages/_helper.tsx'],
    site,
  );

  it('knows the page files, the front page, the all-sites page and the redirects', () => {
    for (const path of ['/login', '/apps/user/view/42', '/index', '/sites', '/', '/en', '/testvideo'])
      expect(isKnownPath(patterns, path), path).toBe(true);
  });

  it('leaves out the catch-all and helper files, so unknown paths are unknown', () => {
    for (const path of ['/dashboards/crm', '/pages/_helper', '/nothing/here'])
      expect(isKnownPath(patterns, path), path).toBe(false);
  });
});
