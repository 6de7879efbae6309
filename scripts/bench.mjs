// `npm run bench`: the performance budgets of DESIGN.md section 6 that exist so far.
// First-load JS/CSS per page, measured in Chromium against the production server: every script
// and stylesheet a fresh visit downloads before the page is idle, counted as gzip bytes.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const PORT = Number(process.env.BENCH_PORT ?? 3299);
const KB = 1024;
// [label, host, path, JS budget KB]
const PAGES = [
  ['front page (generic)', 'localhost', '/index', 150],
  ['front page (korepetycje.lol)', 'korepetycje.lol', '/index', 150],
  ['all sites', 'localhost', '/sites', 150],
  ['login', 'localhost', '/login', 140],
  ['not found', 'localhost', '/no/such/page', 350],
];
const CSS_BUDGET_KB = 40;
const DETAIL = process.argv.includes('--detail');

if (!existsSync('dist/web/index.html')) {
  console.error('No build in dist/web: run `npm run build` first.');
  process.exit(1);
}

const server = spawn('npx', ['tsx', 'src/server/main.ts'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  // Its own process group, so stopping it also stops the node process tsx starts.
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

async function waitForHealth() {
  for (let i = 0; i < 120; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

async function measure(browser, host, pathname) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || type === 'stylesheet')
      bodies.push(res.body().then((b) => [type, gzipSync(b).length, new URL(res.url()).pathname]));
  });
  await page.goto(`http://${host}:${PORT}${pathname}`, { waitUntil: 'networkidle' });
  const sizes = await Promise.all(bodies);
  await context.close();
  const sum = (t) => sizes.filter(([type]) => type === t).reduce((s, [, n]) => s + n, 0);
  return { js: sum('script'), css: sum('stylesheet'), files: sizes };
}

try {
  await waitForHealth();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--host-resolver-rules=MAP * 127.0.0.1'],
  });
  console.log('First-load JS and CSS (gzip), fresh visit, production build');
  console.log('page'.padEnd(32), 'JS'.padStart(9), 'budget'.padStart(8), 'CSS'.padStart(8), ' result');
  let over = 0;
  for (const [label, host, pathname, budget] of PAGES) {
    const m = await measure(browser, host, pathname);
    const ok = m.js <= budget * KB && m.css <= CSS_BUDGET_KB * KB;
    if (!ok) over += 1;
    console.log(
      label.padEnd(32),
      `${(m.js / KB).toFixed(1)} KB`.padStart(9),
      `${budget} KB`.padStart(8),
      `${(m.css / KB).toFixed(1)} KB`.padStart(8),
      ok ? ' within budget' : ' OVER BUDGET',
    );
    // `npm run bench -- --detail` lists what each page downloads, biggest first.
    if (DETAIL)
      for (const [, n, file] of [...m.files].sort((a, b) => b[1] - a[1]))
        console.log('   ', file.padEnd(60), `${(n / KB).toFixed(1)} KB`.padStart(9));
  }
  await browser.close();
  console.log(over ? `${over} page(s) over budget` : 'all pages within budget');
  console.log('Search, socket, call and Lighthouse benchmarks arrive with their features.');
} finally {
  stop();
}
