// scratch (not committed): Lighthouse on the CRM dashboard with diagnostics
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium-args.mjs';
const port = process.env.P ?? 3299;
const origin = `http://localhost:${port}`;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const res = await fetch(`${origin}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.test', password: 'demo-admin-password' }) });
const s = await res.json();
const b = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const p = await b.contexts()[0].newPage();
await p.goto(`${origin}/not-authorized`);
await p.evaluate((s) => { localStorage.setItem('userId', s.userId); localStorage.setItem('accessToken', s.accessToken); localStorage.setItem('apiToken', s.apiToken); localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules)); }, s);
await p.close(); await b.close();
const url = process.env.URL ?? `${origin}/dashboards/crm`;
for (let i = 0; i < Number(process.env.N ?? 1); i++) {
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
const a = r.lhr.audits;
console.log('perf', r.lhr.categories.performance.score, 'FCP', a['first-contentful-paint'].numericValue|0, 'LCP', a['largest-contentful-paint'].numericValue|0, 'TBT', a['total-blocking-time'].numericValue|0, 'SI', a['speed-index'].numericValue|0, 'CLS', a['cumulative-layout-shift'].numericValue);
if (process.env.DETAIL) {
  console.log('LCP element', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet), JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[1]?.items));
  const reqs = a['network-requests'].details.items;
  console.log('requests', reqs.length, 'bytes', reqs.reduce((t, x) => t + x.transferSize, 0));
  for (const x of reqs.slice(0, 200)) console.log(Math.round(x.networkRequestTime), Math.round(x.networkEndTime), x.transferSize, x.resourceType, x.url.replace(origin, '').slice(0, 90));
  try{console.log('mainthread', JSON.stringify(a['mainthread-work-breakdown'].details.items.map((x) => [x.group, Math.round(x.duration)])));}catch{}
  console.log('bootup', JSON.stringify(a['bootup-time'].details.items.slice(0, 8).map((x) => [x.url.replace(origin, ''), Math.round(x.total), Math.round(x.scripting)])));
  const lt = a['long-tasks']?.details?.items ?? [];
  console.log('long tasks', JSON.stringify(lt.map((x) => [x.url.replace(origin, '').slice(-40), Math.round(x.startTime), Math.round(x.duration)])));
}
}
await chrome.kill();
