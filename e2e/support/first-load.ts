import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface FirstLoad {
  /** Gzip bytes of every script a new visitor downloads before the page is idle. */
  js: number;
  /** The same for stylesheets. */
  css: number;
  files: { type: 'script' | 'stylesheet'; path: string; gzip: number }[];
}

/** A signed-in visit: the session as the app keeps it in the browser's storage (ADR 0005). */
export interface StoredSession {
  userId: string;
  accessToken: string;
  apiToken: string;
  userAbilityRules: unknown;
}

/**
 * What a first visit costs, measured as the browser sees it (every script and stylesheet it
 * fetched, gzipped here so the figure does not depend on the server's compression), as a new
 * visitor or, with `session`, as that signed-in user opening the page in a fresh tab. The bytes
 * are the same on every run, so a budget on them is a fair test.
 */
export async function measureFirstLoad(
  browser: Browser,
  url: string,
  session?: StoredSession,
  /** What must be on screen before the count ends (a chart drawn after the figures arrive). */
  readySelector?: string,
): Promise<FirstLoad> {
  const context = await browser.newContext();
  if (session)
    await context.addInitScript((s) => {
      localStorage.setItem('userId', s.userId);
      localStorage.setItem('accessToken', s.accessToken);
      localStorage.setItem('apiToken', s.apiToken);
      localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules));
    }, session);
  const page = await context.newPage();
  const pending: Promise<FirstLoad['files'][number]>[] = [];
  let counting = true;
  page.on('response', (res) => {
    // A file that comes after the count ended is not read: its body would be asked for after the
    // context closed, and that failed the test ("Target page, context or browser has been closed").
    if (!counting) return;
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(res.body().then((body) => ({ type, path: new URL(res.url()).pathname, gzip: gzipSync(body).length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // On a busy machine the network can be quiet for a moment between the figures' answer and the
  // chart's chunk being asked for: wait for the chart, then for quiet again.
  if (readySelector) {
    await page.locator(readySelector).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
  }
  counting = false;
  const files = await Promise.all(pending);
  await context.close();
  const sum = (type: string) => files.filter((f) => f.type === type).reduce((s, f) => s + f.gzip, 0);
  return { js: sum('script'), css: sum('stylesheet'), files };
}
