import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface FirstLoad {
  /** Gzip bytes of every script a new visitor downloads before the page is idle. */
  js: number;
  /** The same for stylesheets. */
  css: number;
  files: { type: 'script' | 'stylesheet'; path: string; gzip: number }[];
}

/**
 * What a first visit costs, measured as the browser sees it (every script and stylesheet it
 * fetched, gzipped here so the figure does not depend on the server's compression). The bytes
 * are the same on every run, so a budget on them is a fair test.
 */
export async function measureFirstLoad(browser: Browser, url: string): Promise<FirstLoad> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<FirstLoad['files'][number]>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(res.body().then((body) => ({ type, path: new URL(res.url()).pathname, gzip: gzipSync(body).length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = await Promise.all(pending);
  await context.close();
  const sum = (type: string) => files.filter((f) => f.type === type).reduce((s, f) => s + f.gzip, 0);
  return { js: sum('script'), css: sum('stylesheet'), files };
}
