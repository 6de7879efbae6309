import { expect, test } from '@playwright/test';
import { siteUrl } from './support/sites';

// A reader who chose dark on a light site must never see the light page: with the app's scripts
// blocked, only the server's inline pre-paint script runs, and it alone must paint dark.
test('a reader who chose dark gets a dark first paint on reload, before the app starts', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(siteUrl('bookatable4.com', '/index'));
  await page.evaluate(() => localStorage.setItem('Book a table 4-theme', 'dark'));
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  expect(background).toBe('rgb(37, 41, 60)');
});
