// `npm run bench`: the performance figures of DESIGN.md section 6 and issues #12/#13, one section
// after another, each printing its own table (modules in scripts/bench/). Sections:
//   memory  server RSS after a first start, a restart, and the load test (ADR 0017)
//   pages   first-load JS/CSS per page in Chromium
//   ssr     front page under load (autocannon, 50 connections)
//   search  listing search over 100,000 generated listings (PGlite; PostgreSQL with TEST_DATABASE_URL)
//   shop-lists  the shop's product, order, customer, invoice and review lists over 10,000 products and
//           100,000 orders (PGlite; PostgreSQL with TEST_DATABASE_URL)
//   email   the e-mail app's lists and counts over a mailbox of 10,000 messages (PGlite; PostgreSQL with TEST_DATABASE_URL)
//   kanban  a Kanban board of 500 cards: load, list, card moves (PGlite; PostgreSQL with TEST_DATABASE_URL)
//   apps-ui the Kanban board of 500 cards and a mailbox of 10,000 messages in Chromium: the slowest interaction per action
//   images  a 5 MB JPEG to its three WebP variants
//   lighthouse  mobile Lighthouse on the public pages and the CRM dashboard (issues #12, #17)
//   call    from Accept to the first remote video frame on both sides, peer to peer (BENCH_CALL_ROUNDS, default 5)
//   live-flood  one member floods the live channel for BENCH_FLOOD_SECONDS (default 60): health latency, server RSS
//   seed    the demo seed of a new PGlite folder, phase by phase (wall and CPU time; target 10 s)
// `npm run bench -- --only=search,images` runs some; `--detail` lists each page's files.
// BENCH_NODE_FLAGS adds node flags to the server's command; TEST_DATABASE_URL adds PostgreSQL to search, shop-lists, email and kanban.
// A missed target prints FAIL; only the page budgets set the exit code (the others report).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { firstStartAndRestart, printMemory } from './bench/memory.mjs';
import { runCall } from './bench/call.mjs';
import { runLiveFlood } from './bench/live-flood.mjs';
import { runPages } from './bench/pages.mjs';
import { mb, startServer } from './bench/server.mjs';
import { runSsrLoad } from './bench/ssr-load.mjs';

// The search and image sections load the server's TypeScript modules directly.
register();

const SECTIONS = [
  'memory',
  'pages',
  'lighthouse',
  'ssr',
  'search',
  'shop-lists',
  'email',
  'kanban',
  'apps-ui',
  'images',
  'call',
  'live-flood',
  'seed',
];
const onlyArg = process.argv.find((a) => a.startsWith('--only='));
const only = onlyArg ? onlyArg.slice('--only='.length).split(',') : SECTIONS;
const unknown = only.filter((s) => !SECTIONS.includes(s));
if (unknown.length) {
  console.error(`Unknown section(s): ${unknown.join(', ')}. Sections: ${SECTIONS.join(', ')}`);
  process.exit(2);
}
const wants = (s) => only.includes(s);
const PORT = Number(process.env.BENCH_PORT ?? 3299);

// Every figure below is wall-clock time on a shared machine: say how busy it was.
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
console.log(
  `bench on ${cpus().length} cores, load average ${load()} (1/5/15 min); above ${cpus().length} the figures are inflated`,
);

let exitCode = 0;
if (['memory', 'pages', 'lighthouse', 'ssr', 'call', 'live-flood'].some(wants)) {
  if (!existsSync('dist/web/index.html')) {
    console.error('No build in dist/web: run `npm run build` first.');
    process.exit(1);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  let server;
  const readings = [];
  try {
    if (wants('memory')) {
      const started = await firstStartAndRestart({ port: PORT, dataDir });
      server = started.server;
      readings.push(...started.readings);
    } else {
      server = await startServer({ port: PORT, dataDir });
    }
    if (wants('pages') && (await runPages({ port: PORT, detail: process.argv.includes('--detail') }))) exitCode = 1;
    if (wants('lighthouse')) await (await import('./bench/lighthouse.mjs')).runLighthouse({ port: PORT });
    if (wants('ssr')) {
      await runSsrLoad({ port: PORT });
      readings.push(['after the load test', server.rss()]);
    }
    if (wants('call')) await runCall({ port: PORT });
    if (wants('live-flood')) await runLiveFlood({ port: PORT, server });
    if (wants('memory')) printMemory(readings);
    else if (readings.length) console.log(`\nServer RSS after the load test: ${mb(readings[0][1])}`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (wants('search')) await (await import('./bench/search.mjs')).runSearch();
if (wants('shop-lists')) await (await import('./bench/shop-lists.mjs')).runShopLists();
if (wants('email')) await (await import('./bench/email.mjs')).runEmail();
if (wants('kanban')) await (await import('./bench/kanban.mjs')).runKanban();
if (wants('apps-ui')) {
  if (!existsSync('dist/web/index.html')) {
    console.error('No build in dist/web: run `npm run build` first.');
    process.exit(1);
  }
  await (await import('./bench/apps-ui.mjs')).runAppsUi({ port: PORT });
}
if (wants('images')) await (await import('./bench/images.mjs')).runImages();
if (wants('seed')) await (await import('./bench/seed.mjs')).runSeed();
console.log(`\nload average at the end: ${load()}`);
console.log('The socket benchmark is not in this runner: scripts/bench-sockets.mjs.');
process.exit(exitCode);
