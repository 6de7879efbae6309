import { describe, expect, it } from 'vitest';
import { ALL_SITES_PATH, FRONT_PAGE_PATH } from '../constants';
import { LANG_CODES } from '../i18n/languages';
import { DEFAULT_REDIRECTS, mergeRedirects } from './redirects';

describe('default redirects', () => {
  it('sends / to the front page and /testvideo to the all-sites index', () => {
    expect(DEFAULT_REDIRECTS['/']).toBe(FRONT_PAGE_PATH);
    expect(DEFAULT_REDIRECTS['/testvideo']).toBe(ALL_SITES_PATH);
  });

  it('sends each of the ten language paths to the front page with ?lang=', () => {
    expect(LANG_CODES).toHaveLength(10);
    for (const code of ['en', 'fr', 'pl', 'ar', 'br', 'cn', 'de', 'es', 'it', 'pt']) {
      expect(DEFAULT_REDIRECTS[`/${code}`]).toBe(`${FRONT_PAGE_PATH}?lang=${code}`);
    }
  });
});

describe('mergeRedirects', () => {
  it("keeps the defaults, adds the site's own, and lets the site win on the same path", () => {
    const merged = mergeRedirects({ '/': '/index', '/a': '/default-a' }, { '/a': '/site-a', '/b': '/site-b' });
    expect(merged).toEqual({ '/': '/index', '/a': '/site-a', '/b': '/site-b' });
  });

  it('does not change its inputs', () => {
    const defaults = { '/a': '/x' };
    mergeRedirects(defaults, { '/a': '/y' });
    expect(defaults).toEqual({ '/a': '/x' });
  });
});
