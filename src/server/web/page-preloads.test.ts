import { describe, expect, it } from 'vitest';
import { pagePreloadsFrom } from './page-preloads';

/** A build's manifest in miniature: the entry, the app's start, two layouts, two pages, shared chunks. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_mui-1.js': { file: 'assets/mui-1.js', imports: ['_react-1.js'] },
  'boot/boot-app.tsx': { file: 'assets/boot-app-1.js', imports: ['_react-1.js', '_router-1.js'] },
  '_router-1.js': { file: 'assets/router-1.js' },
  'layouts/default-layout.tsx': { file: 'assets/default-layout-1.js', imports: ['_mui-1.js', '_menu-1.js'] },
  'layouts/front-layout.tsx': { file: 'assets/front-layout-1.js', imports: ['_mui-1.js'] },
  '_menu-1.js': { file: 'assets/menu-1.js', imports: ['_mui-1.js'] },
  'pages/dashboards/crm.tsx': { file: 'assets/crm-1.js', imports: ['_mui-1.js', '_charts-1.js'] },
  '_charts-1.js': { file: 'assets/charts-1.js' },
  'pages/login.tsx': { file: 'assets/login-1.js', imports: ['_mui-1.js'] },
  '../../virtual:locale-areas/pl': { file: 'assets/pl-1.js', imports: ['index.html'] },
  'locales/pl/common.json': { file: 'assets/common-pl.js' },
  'locales/pl/chrome.json': { file: 'assets/chrome-pl.js' },
  'locales/pl/errors.json': { file: 'assets/errors-pl.js' },
  'locales/pl/widgets.json': { file: 'assets/widgets-pl.js' },
  'locales/pl/dashboards.json': { file: 'assets/dashboards-pl.js' },
  'locales/en/dashboards.json': { file: 'assets/dashboards-en.js' },
};

describe("a signed-in page's preloads", () => {
  const preloads = pagePreloadsFrom(MANIFEST);

  it("names the app's start, the layout and the page with all they import, each once, less the entry's", () => {
    const files = preloads(
      {
        pattern: '/dashboards/crm',
        access: 'private',
        file: 'dashboards/crm.tsx',
        layout: 'default',
      },
      'en',
    );
    expect([...files].sort()).toEqual(
      [
        '/assets/boot-app-1.js',
        '/assets/router-1.js',
        '/assets/default-layout-1.js',
        '/assets/menu-1.js',
        '/assets/mui-1.js',
        '/assets/crm-1.js',
        '/assets/charts-1.js',
      ].sort(),
    );
    // What a file imports comes before it, as the browser will need it.
    expect(files.indexOf('/assets/mui-1.js')).toBeLessThan(files.indexOf('/assets/menu-1.js'));
  });

  it('follows the layout the page is shown in, and none for a blank one', () => {
    // A fresh list each: a page has one layout, and its files are worked out once.
    const front = pagePreloadsFrom(MANIFEST)(
      { pattern: '/x', access: 'private', file: 'dashboards/crm.tsx', layout: 'front' },
      'en',
    );
    expect(front).toContain('/assets/front-layout-1.js');
    expect(front).not.toContain('/assets/default-layout-1.js');
    const blank = pagePreloadsFrom(MANIFEST)(
      { pattern: '/x', access: 'private', file: 'dashboards/crm.tsx', layout: 'blank' },
      'en',
    );
    expect(blank.some((f) => f.includes('layout'))).toBe(false);
  });

  it("adds the language's translation table and the areas of the chrome and the page, in that language", () => {
    const files = preloads(
      {
        pattern: '/dashboards/crm',
        access: 'private',
        file: 'dashboards/crm.tsx',
        layout: 'default',
        i18n: ['dashboards'],
      },
      'pl',
    );
    for (const file of ['pl-1', 'common-pl', 'chrome-pl', 'errors-pl', 'widgets-pl', 'dashboards-pl'])
      expect(files).toContain(`/assets/${file}.js`);
    expect(files).not.toContain('/assets/dashboards-en.js');
    expect(files).not.toContain('/assets/index-1.js');
  });

  it('names nothing for a route without a page file, an unknown page or no page', () => {
    expect(preloads({ pattern: '/index', access: 'public' }, 'en')).toEqual([]);
    expect(preloads(null, 'en')).toEqual([]);
    const unknown = preloads({ pattern: '/gone', access: 'private', file: 'gone.tsx', layout: 'blank' }, 'en');
    expect(unknown).toEqual(['/assets/router-1.js', '/assets/boot-app-1.js']);
  });
});
