import { expect, test } from '@playwright/test';
import { measureFirstLoad } from './support/first-load';
import { siteUrl } from './support/sites';

/*
 * The first-load budgets of issue #12 (gzip, a new visitor): 180 KB of JavaScript on a front
 * page, sign-in and an offer page, 350 KB on any page, 40 KB of CSS. `npm run bench` prints the
 * same figures with every file; ADR 0008 and 0014 say where the bytes go.
 */
const KB = 1024;
const PAGES = [
  { name: 'front page (korepetycje.lol)', url: siteUrl('korepetycje.lol', '/index'), js: 180 },
  { name: 'front page (generic)', url: '/index', js: 180 },
  { name: 'front page, Arabic', url: '/index?lang=ar', js: 180 },
  { name: 'sign-in', url: '/login', js: 180 },
  { name: 'all sites', url: '/sites', js: 350 },
  { name: 'not found', url: '/no/such/page', js: 350 },
];

for (const p of PAGES) {
  test(`${p.name}: first load within budget`, async ({ browser }) => {
    const load = await measureFirstLoad(browser, p.url);
    const detail = load.files.map((f) => `${(f.gzip / KB).toFixed(1)} KB ${f.path}`).join('\n');
    expect(load.js / KB, `JavaScript (KB gzip):\n${detail}`).toBeLessThanOrEqual(p.js);
    expect(load.css / KB, `CSS (KB gzip):\n${detail}`).toBeLessThanOrEqual(40);
  });
}
