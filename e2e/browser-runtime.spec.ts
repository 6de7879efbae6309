import { expect, test } from '@playwright/test';
import { siteUrl } from './support/sites';

/*
 * React runs in every browser (ADR 0026): the scripts of a page made of islands and of one the app renders
 * carry react-dom (its renderer registers itself by that name) and nothing of Preact, which an
 * alias in the build once put in its place.
 */
for (const { name, url } of [
  { name: 'a front page', url: siteUrl('korepetycje.lol', '/index') },
  { name: 'a page the single-page app renders', url: '/not-authorized' },
]) {
  test(`${name} runs on react-dom, not Preact`, async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.text());
    });
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    const code = await Promise.all(scripts);
    expect(code.some((text) => /rendererPackageName:[`"']react-dom[`"']/.test(text))).toBe(true);
    expect(code.filter((text) => /preact/i.test(text))).toEqual([]);
  });
}
