import { expect, test } from '@playwright/test';
import { apiSignIn, DEMO_ADMIN } from './support/accounts';
import { measureFirstLoad } from './support/first-load';
import { siteUrl } from './support/sites';

/*
 * First-load weight (gzip, a new visitor): issue #31's budgets, 180 KB of JavaScript on a front
 * page, sign-in and an offer page, 300 KB on the signed-in CRM dashboard, 350 KB on any page, 40 KB
 * of CSS. With React in the browser (ADR 0026) the public pages are over their target: each page
 * has a ceiling just above what it weighs today, so a regression fails the build; a ceiling only
 * moves up for a feature every page carries, never for one page's own code, and comes down as the
 * page gets lighter. Where the bytes go and what is next: docs/performance.md.
 * `npm run bench -- --only=pages` prints the same figures.
 */
const KB = 1024;
const PAGES = [
  { name: 'front page (korepetycje.lol)', url: siteUrl('korepetycje.lol', '/index'), target: 180, ceiling: 221 },
  { name: 'front page (generic)', url: '/index', target: 180, ceiling: 206 },
  { name: 'front page, Arabic', url: '/index?lang=ar', target: 180, ceiling: 209 },
  // 219: the shared paths and query keys of the e-mail, calendar and Kanban apps (stop 40: 218.003).
  // 220: the checkout's error texts in the errors area every form loads (issue #37: 219.48).
  { name: 'sign-in', url: '/login', target: 180, ceiling: 220 },
  // The product's landing page (issue #37): a public page, the front pages' budget (199.2 KB today).
  { name: 'landing page', url: '/front-pages/landing-page', target: 180, ceiling: 201 },
  { name: 'search', url: siteUrl('korepetycje.lol', '/search?q=matematyka'), target: 350, ceiling: 350 },
  // The help center (issue #37): the front 211.8 KB with the front pages' header and its search
  // island (the helper's branch measured under 180 KB alone: not yet explained after the merge),
  // an article 201.3 KB (the header, cookie banner and scroll islands without the search's share).
  { name: 'help center', url: '/front-pages/help-center', target: 180, ceiling: 213 },
  { name: 'help article', url: '/front-pages/help-center/article/add-a-listing', target: 180, ceiling: 204 },
  { name: 'all sites', url: '/sites', target: 350, ceiling: 350 },
  { name: 'not found', url: '/no/such/page', target: 350, ceiling: 350 },
  // The plans' public pages (issue #37): the switch and the account step are islands, the card form
  // loads only for a signed-in buyer. Over target like the front pages: 211.7, 210.5 and 210.5 KB.
  { name: 'pricing (public)', url: '/front-pages/pricing', target: 180, ceiling: 215 },
  { name: 'checkout (public)', url: '/front-pages/checkout?plan=standard&period=yearly', target: 180, ceiling: 213 },
  { name: 'payment (public)', url: '/front-pages/payment?plan=enterprise&period=monthly', target: 180, ceiling: 213 },
];
const CSS_TARGET = 40;

// An offer page: one of the seeded offers of korepetycje.lol, found through the public API.
const OFFER = { name: 'offer page', url: '', target: 180, ceiling: 211 };

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
      test.info().annotations.push({
        type: 'over target',
        description: `${js.toFixed(1)} KB of JavaScript, target ${p.target} KB`,
      });
    }
    expect(js, `JavaScript (KB gzip):\n${detail}`).toBeLessThanOrEqual(p.ceiling);
    expect(load.css / KB, `CSS (KB gzip):\n${detail}`).toBeLessThanOrEqual(CSS_TARGET);
  });
}

/*
 * The CRM dashboard signed in as the demo admin: target 300 KB (issue #31). The sign-ups chart and
 * the share donut in the first window are our own SVG, so Chart.js loads only when the bar chart
 * below the window scrolls into view. Measured in the default 1280x720 window, where the sign-ups
 * and share charts are in view and drawn (charts below the window are drawn when scrolled to).
 */
/** The charts in the window drawn: the sign-ups chart (or its empty note) and the share donut. */
const CRM_DRAWN = '[data-testid="chart-share"] svg[role="img"], [data-testid="chart-share"] canvas';
// 328: the price with its unit (per person, per night; issue #33) wherever a price shows, the CRM's
// top listings too: the listings' formatter and its kinds, 1.4 KB (Stop 39, docs/performance.md).
// 330: the Kanban entry in both menus (its icon's chunk) and its route, on every signed-in page (issue #35).
// 332: the e-mail and calendar routes and the calendar's account-menu entry (issue #35, stop 40).
// 336: the routes and menu entries of the cards, extensions, wizard, dialog, FAQ, icons and misc pages (stop 42).
const CRM = { name: 'CRM dashboard (signed in)', url: '/dashboards/crm', target: 300, ceiling: 336 };

test(`${CRM.name}: first load within its ceiling`, async ({ browser, request }) => {
  const session = await apiSignIn(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const load = await measureFirstLoad(browser, CRM.url, session, CRM_DRAWN);
  const js = load.js / KB;
  const detail = load.files.map((f) => `${(f.gzip / KB).toFixed(1)} KB ${f.path}`).join('\n');
  // The dashboard itself, not a redirect to the sign-in page or the landing page.
  expect(
    load.files.some((f) => /\/crm-[\w-]+\.js$/.test(f.path)),
    `the CRM page's chunk:\n${detail}`,
  ).toBe(true);
  if (js > CRM.target) {
    test.info().annotations.push({
      type: 'over target',
      description: `${js.toFixed(1)} KB of JavaScript, target ${CRM.target} KB`,
    });
  }
  expect(js, `JavaScript (KB gzip):\n${detail}`).toBeLessThanOrEqual(CRM.ceiling);
  expect(load.css / KB, `CSS (KB gzip):\n${detail}`).toBeLessThanOrEqual(CSS_TARGET);
});

/*
 * The shop's list pages signed in as the demo admin (issue #34): target 350 KB like any page. Their
 * rows are the shared data table (TanStack Table drawn with MUI's table parts, about 15 KB gzip in
 * a chunk the list pages share, ADR 0031); each page is measured once its first rows are drawn.
 * They weigh 389-398 KB at stop 43 (docs/performance.md; 514-523 KB with the MUI X Data Grid):
 * still over target, so each has a ceiling just above its weight, as the public pages above, and
 * an "over target" note.
 */
/** A link in a row of a table that has finished loading: the first rows are drawn. */
const GRID_DRAWN = 'table[aria-busy="false"] tbody tr a';
const GRID_PAGES = [
  { name: 'product list (signed in)', url: '/apps/ecommerce/product/list', target: 350, ceiling: 399 },
  { name: 'order list (signed in)', url: '/apps/ecommerce/order/list', target: 350, ceiling: 391 },
  { name: 'invoice list (signed in)', url: '/apps/invoice/list', target: 350, ceiling: 399 },
];

for (const p of GRID_PAGES) {
  test(`${p.name}: first load within its ceiling`, async ({ browser, request }) => {
    const session = await apiSignIn(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const load = await measureFirstLoad(browser, p.url, session, GRID_DRAWN);
    const js = load.js / KB;
    const detail = load.files.map((f) => `${(f.gzip / KB).toFixed(1)} KB ${f.path}`).join('\n');
    // The grid itself, not a redirect to the sign-in page: measureFirstLoad waited for its rows.
    if (js > p.target) {
      test.info().annotations.push({
        type: 'over target',
        description: `${js.toFixed(1)} KB of JavaScript, target ${p.target} KB`,
      });
    }
    expect(js, `JavaScript (KB gzip):\n${detail}`).toBeLessThanOrEqual(p.ceiling);
    expect(load.css / KB, `CSS (KB gzip):\n${detail}`).toBeLessThanOrEqual(CSS_TARGET);
  });
}
