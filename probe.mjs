import { chromium } from '@playwright/test';
const PORT = 3290;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--host-resolver-rules=MAP * 127.0.0.1'] });
const pages = [['korepetycje.lol', '/index', 'kore'], ['localhost', '/login', 'login'], ['localhost', '/index?lang=ar', 'ar'], ['localhost', '/sites', 'sites'], ['localhost', '/no/such', 'nf']];
for (const js of [true, false]) {
  for (const [host, p, name] of pages) {
    const ctx = await browser.newContext({ javaScriptEnabled: js });
    const page = await ctx.newPage();
    const logs = [];
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text().slice(0, 300)); });
    page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
    const res = await page.goto(`http://${host}:${PORT}${p}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `/tmp/ssrshots/${name}-${js ? 'js' : 'nojs'}.png` });
    const h1 = await page.locator('h1').first().textContent().catch(() => null);
    console.log(js ? 'JS ' : 'NOJS', host + p, res.status(), 'h1=', h1, logs);
    await ctx.close();
  }
}
await browser.close();
