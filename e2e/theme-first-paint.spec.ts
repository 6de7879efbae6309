import { expect, test } from '@playwright/test';
import { siteUrl } from './support/sites';

// What the page looks like before any app script runs: the inline script alone must already
// have chosen the right scheme, so no visitor sees a flash of the wrong theme.
test.describe('first paint, before the app starts', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test("a site that defaults to dark is dark on a first visit, whatever the browser's light preference", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(siteUrl('bestgame.guru', '/index'));
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    const bg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(bg).not.toBe('rgb(255, 255, 255)');
  });

  test('a system-default site follows the browser on a first visit', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/index');
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  });

  test('a stored choice wins over the site default', async ({ page }) => {
    await page.goto(siteUrl('bestgame.guru', '/index'));
    await page.evaluate(() => localStorage.setItem('Best Game Guru-theme', 'light'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  });
});
