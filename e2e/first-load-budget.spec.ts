import { expect, test } from '@playwright/test';
import { apiSignIn, DEMO_ADMIN } from './support/accounts';
import { measureFirstLoad } from './support/first-load';
import { siteUrl } from './support/sites';

/*
 * First-load weight (gzip, a new visitor), issue #12. The targets are the issue's: 180 KB of
 * JavaScript on a front page and sign-in, 350 KB on any page, 40 KB of CSS. They are not all met
 * yet (ADR 0014 says where the bytes go; since ADR 0020 the browser runs Preact instead of
 * react-dom, 60 KB less on every page), so each page also has a ceiling just above what it weighs
 * today: crossing it fails
 * the build, and a ceiling only moves up for a feature every page carries (messages and the
 * contact form added about 1 KB to the app's entry: their routes, menu entries and the live
 * message refresh; video calls about 0.3 KB more: the call screen's route, the incoming-call
 * popup's loader; stop 23 about 2.6 KB more on every page: four new routes and their menu
 * entries (dashboards, chart pages), missed calls in the live-event bus, the invitation timeout
 * from the bootstrap and the dashboard landing; not yet taken apart module by module; the
 * logistics dashboard and fleet about 0.5 KB more on the front pages: two routes with their
 * metas and menu entries; stop 24 about 1 KB more: the eCommerce and Academy routes, metas and menu
 * entries, the Academy's query keys, the theme's two colour schemes and the call popup's in-app
 * navigation), never for one page's own code. Stop 25 lowered every ceiling by 60-75 KB: Preact
 * in the browser (ADR 0020) and the header's hints without MUI's Tooltip and Popper. Stop 26 met the
 * 180 KB target on all three (ADR 0021): the files cut for those pages, CASL for signed-in users
 * only, translation loaders per language; a ceiling stays at most the target. Stop 29 lowered them
 * by 2-4 KB: the build lost Vite's module preload helper and its file lists (ADR 0021).
 * `npm run bench` prints the same figures.
 */
const KB = 1024;
const PAGES = [
  { name: 'front page (korepetycje.lol)', url: siteUrl('korepetycje.lol', '/index'), target: 180, ceiling: 174 },
  { name: 'front page (generic)', url: '/index', target: 180, ceiling: 174 },
  { name: 'front page, Arabic', url: '/index?lang=ar', target: 180, ceiling: 176 },
  { name: 'sign-in', url: '/login', target: 180, ceiling: 177 },
  { name: 'search', url: siteUrl('korepetycje.lol', '/search?q=matematyka'), target: 350, ceiling: 350 },
  { name: 'all sites', url: '/sites', target: 350, ceiling: 350 },
  { name: 'not found', url: '/no/such/page', target: 350, ceiling: 350 },
];
const CSS_TARGET = 40;

// An offer page: one of the seeded offers of korepetycje.lol, found through the public API.
const OFFER = { name: 'offer page', url: '', target: 180, ceiling: 167 };

for (const p of [...PAGES, OFFER]) {
  test(`${p.name}: first load within its ceiling`, async ({ browser, request }) => {
    let url = p.url;
    if (p === OFFER) {
      // Node does not map host names as the browser does: ask this server, naming the site.
      const res = await request.get('/api/listings?pageSize=1', { headers: { host: 'korepetycje.lol' } });
      const { items } = (await res.json()) as { items: { id: string }[] };
      url = siteUrl('korepetycje.lol', `/pl/offer/${items[0]!.id}`);
    }
    const load = await measureFirstLoad(browser, url);
    const js = load.js / KB;
    const detail = load.files.map((f) => `${(f.gzip / KB).toFixed(1)} KB ${f.path}`).join('\n');
    if (js > p.target) {
      test.info().annotations.push({ type: 'over target', description: `${js.toFixed(1)} KB of JavaScript, target ${p.target} KB` });
    }
    expect(js, `JavaScript (KB gzip):\n${detail}`).toBeLessThanOrEqual(p.ceiling);
    expect(load.css / KB, `CSS (KB gzip):\n${detail}`).toBeLessThanOrEqual(CSS_TARGET);
  });
}

/*
 * The CRM dashboard signed in as the demo admin, issue #17: target 250 KB (a chart dashboard,
 * DESIGN.md section 6), and 350 KB for any page (issue #12). Met since stop 27 (ADR 0021): the
 * sign-ups chart and the share donut in the first window are our own SVG, so Chart.js loads only
 * when the bar chart below the window scrolls into view, and the chunk plan counts the dashboard
 * with the signed-in layout. Measured in the default 1280x720 window, where the sign-ups and
 * share charts are in view and drawn (charts below the window are drawn when scrolled to).
 */
/** The charts in the window drawn: the sign-ups chart (or its empty note) and the share donut. */
const CRM_DRAWN = '[data-testid="chart-share"] svg[role="img"], [data-testid="chart-share"] canvas';
const CRM = { name: 'CRM dashboard (signed in)', url: '/dashboards/crm', target: 250, ceiling: 243 };

test(`${CRM.name}: first load within its ceiling`, async ({ browser, request }) => {
  const session = await apiSignIn(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const load = await measureFirstLoad(browser, CRM.url, session, CRM_DRAWN);
  const js = load.js / KB;
  const detail = load.files.map((f) => `${(f.gzip / KB).toFixed(1)} KB ${f.path}`).join('\n');
  // The dashboard itself, not a redirect to the sign-in page or the landing page.
  expect(load.files.some((f) => /\/crm-[\w-]+\.js$/.test(f.path)), `the CRM page's chunk:\n${detail}`).toBe(true);
  if (js > CRM.target) {
    test.info().annotations.push({ type: 'over target', description: `${js.toFixed(1)} KB of JavaScript, target ${CRM.target} KB` });
  }
  expect(js, `JavaScript (KB gzip):\n${detail}`).toBeLessThanOrEqual(CRM.ceiling);
  expect(load.css / KB, `CSS (KB gzip):\n${detail}`).toBeLessThanOrEqual(CSS_TARGET);
});
