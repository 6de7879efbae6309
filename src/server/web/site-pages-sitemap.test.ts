import { describe, expect, it } from 'vitest';
import { generic } from '../../common/sites/generic';
import { korepetycje } from '../../common/sites/korepetycje';
import type { SiteConfig } from '../../common/sites/site-config';
import { readPageEntries, type PageEntry } from './page-access';
import { sitePageUrls } from './site-pages-sitemap';

const entries = readPageEntries();
const pathsOf = (site: SiteConfig, list: readonly PageEntry[] = entries) => [
  ...new Set(sitePageUrls(list, site, 'https://x.test').map((u) => new URL(u.loc).pathname)),
];

const BILLING = ['/front-pages/pricing', '/front-pages/checkout', '/front-pages/payment'];

describe('sitePageUrls', () => {
  it('lists the front page, search, the help center, sign-in, sign-up, the plans and the landing page, each in every language with all its alternates', () => {
    const urls = sitePageUrls(entries, korepetycje, 'https://korepetycje.lol');
    expect(pathsOf(korepetycje)).toEqual([
      '/index',
      '/search',
      '/front-pages/help-center',
      '/login',
      '/register',
      ...BILLING,
      '/front-pages/landing-page',
    ]);
    expect(urls).toHaveLength(9 * 10);
    const polish = urls.find((u) => u.loc === 'https://korepetycje.lol/index');
    expect(polish?.alternates).toHaveLength(11);
    expect(polish?.alternates).toContainEqual({ hreflang: 'x-default', href: 'https://korepetycje.lol/index' });
    expect(polish?.alternates).toContainEqual({ hreflang: 'ar', href: 'https://korepetycje.lol/index?lang=ar' });
  });

  it('adds the all-sites page on the generic site only, and the search page only while it exists', () => {
    expect(pathsOf(generic)).toContain('/sites');
    expect(pathsOf(korepetycje)).not.toContain('/sites');
    expect(
      pathsOf(
        korepetycje,
        entries.filter((e) => e.pattern !== '/search'),
      ),
    ).toEqual(['/index', '/front-pages/help-center', '/login', '/register', ...BILLING, '/front-pages/landing-page']);
  });

  it('leaves out a page the site redirects elsewhere', () => {
    const site: SiteConfig = { ...korepetycje, redirects: { '/register': '/index' } };
    expect(pathsOf(site)).toEqual([
      '/index',
      '/search',
      '/front-pages/help-center',
      '/login',
      ...BILLING,
      '/front-pages/landing-page',
    ]);
  });
});
