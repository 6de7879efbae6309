// First-load JS/CSS per page (DESIGN.md section 6), measured in Chromium against the production
// server: every script and stylesheet a fresh visit downloads before the page is idle, as gzip bytes.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
import { ADMIN, offerPath } from './lighthouse.mjs';

const KB = 1024;
// [label, host, path, JS budget KB, signed in, ready]: the budgets of docs/performance.md (180 KB a
// front page, sign-in and an offer page; 350 KB any page; 300 KB the CRM dashboard, signed in as
// the demo admin). e2e/first-load-budget.spec.ts holds the ceilings that fail the build.
const PAGES = [
  ['front page (generic)', 'localhost', '/index', 180],
  ['front page (korepetycje.lol)', 'korepetycje.lol', '/index', 180],
  ['front page, Arabic', 'localhost', '/index?lang=ar', 180],
  ['all sites', 'localhost', '/sites', 350],
  ['login', 'localhost', '/login', 180],
  ['search', 'korepetycje.lol', '/search', 350],
  ['not found', 'localhost', '/no/such/page', 350],
  ['offer page', 'korepetycje.lol', 'offer', 180],
  // Counted once the donut in the window is drawn: on a busy machine the network can fall quiet
  // between the figures' answer and the chart's chunk.
  [
    'CRM dashboard (signed in)',
    'localhost',
    '/dashboards/crm',
    300,
    true,
    '[data-testid="chart-share"] :is(svg[role="img"], canvas)',
  ],
];

/** The demo admin's session as the browser keeps it (localStorage, ADR 0005). */
async function adminSession(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`demo admin sign-in answered ${res.status}`);
  return res.json();
}
const CSS_BUDGET_KB = 40;

async function measure(browser, port, host, pathname, session, ready) {
  const context = await browser.newContext();
  if (session)
    await context.addInitScript((s) => {
      localStorage.setItem('userId', s.userId);
      localStorage.setItem('accessToken', s.accessToken);
      localStorage.setItem('apiToken', s.apiToken);
      localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules));
    }, session);
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.push(res.body().then((b) => [type, gzipSync(b).length, new URL(res.url()).pathname]));
  });
  await page.goto(`http://${host}:${port}${pathname}`, { waitUntil: 'networkidle' });
  if (ready) {
    await page.locator(ready).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  }
  const sizes = await Promise.all(bodies);
  await context.close();
  const sum = (t) => sizes.filter(([type]) => type === t).reduce((s, [, n]) => s + n, 0);
  return { js: sum('script'), css: sum('stylesheet'), files: sizes };
}

/** Prints the table; `detail` lists what each page downloads, biggest first. Returns pages over budget. */
export async function runPages({ port, detail = false }) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  console.log('\nFirst-load JS and CSS (gzip), fresh visit, production build');
  console.log('page'.padEnd(32), 'JS'.padStart(9), 'budget'.padStart(8), 'CSS'.padStart(8), ' result');
  let over = 0;
  try {
    for (const [label, host, where, budget, signedIn, ready] of PAGES) {
      const pathname = where === 'offer' ? await offerPath(port) : where;
      const m = await measure(browser, port, host, pathname, signedIn ? await adminSession(port) : undefined, ready);
      const ok = m.js <= budget * KB && m.css <= CSS_BUDGET_KB * KB;
      if (!ok) over += 1;
      console.log(
        label.padEnd(32),
        `${(m.js / KB).toFixed(1)} KB`.padStart(9),
        `${budget} KB`.padStart(8),
        `${(m.css / KB).toFixed(1)} KB`.padStart(8),
        ok ? ' within budget' : ' OVER BUDGET',
      );
      if (detail)
        for (const [, n, file] of [...m.files].sort((a, b) => b[1] - a[1]))
          console.log('   ', file.padEnd(60), `${(n / KB).toFixed(1)} KB`.padStart(9));
    }
  } finally {
    await browser.close();
  }
  console.log(over ? `${over} page(s) over budget` : 'all pages within budget');
  return over;
}
