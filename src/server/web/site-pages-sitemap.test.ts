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
  it('lists the front page, search, sign-in, sign-up and the plans, each in every language with all its alternates', () => {
    const urls = sitePageUrls(entries, korepetycje, 'https://korepetycje.lol');
    expect(pathsOf(korepetycje)).toEqual(['/index', '/search', '/login', '/register', ...BILLING]);
    expect(urls).toHaveLength(70);
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
    ).toEqual(['/index', '/login', '/register', ...BILLING]);
  });

  it('leaves out a page the site redirects elsewhere', () => {
    const site: SiteConfig = { ...korepetycje, redirects: { '/register': '/index' } };
    expect(pathsOf(site)).toEqual(['/index', '/search', '/login', ...BILLING]);
  });
});
