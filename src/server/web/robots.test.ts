import { describe, expect, it } from 'vitest';
import { disallowedPrefixes, robotsTxt } from './robots';
import type { PageEntry } from './page-access';

const entries: PageEntry[] = [
  { pattern: '/index', access: 'public' },
  { pattern: '/login', access: 'signed-out' },
  { pattern: '/apps/user/list', access: 'private' },
  { pattern: '/apps/user/view/:id', access: 'private' },
  { pattern: '/pages/authentication/login-v1', access: 'public' },
  { pattern: '/pages/account-settings/:tab', access: 'private' },
  { pattern: '/pages/typography', access: 'private' },
  { pattern: '/access-control', access: 'private' },
];

describe('disallowedPrefixes', () => {
  it('closes the API and whole folders of signed-in pages, but only the signed-in paths of a mixed folder', () => {
    expect(disallowedPrefixes(entries)).toEqual([
      '/access-control',
      '/api/',
      '/apps/',
      '/pages/account-settings/',
      '/pages/typography',
    ]);
  });

  it('closes only the API when every page is open', () => {
    expect(disallowedPrefixes([{ pattern: '/index', access: 'public' }])).toEqual(['/api/']);
  });
});

describe('robotsTxt', () => {
  it("names the site's own sitemap and leaves the rest open", () => {
    const text = robotsTxt('https://naszdom.homes', entries);
    expect(text.startsWith('User-agent: *\n')).toBe(true);
    expect(text).toContain('\nAllow: /\n');
    expect(text).toContain('\nSitemap: https://naszdom.homes/sitemap.xml\n');
    expect(text).not.toMatch(/Disallow: \/(index|login)/);
  });
});
