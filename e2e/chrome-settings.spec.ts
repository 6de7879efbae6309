import { expect, test } from '@playwright/test';
import { SIGNED_IN } from './support/roles';

test.use({ storageState: SIGNED_IN.admin });

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

test('dark theme survives a reload, stored under the site title', async ({ page }) => {
  await page.goto('/pages/typography');
  await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-color-scheme', 'light');
  const lightBody = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.getByRole('button', { name: /^Theme/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  // A frame later: with reduced motion the body's colour still has a 0.01 ms transition.
  await expect(page.locator('body')).not.toHaveCSS('background-color', lightBody);
  const darkBody = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await page.evaluate(() => localStorage.getItem('application-theme'))).toBe('dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBody);
});

test('the pre-paint script applies the stored theme before the app starts', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('application-theme', 'dark'));
  // With scripts from files blocked, only the inline pre-paint script runs.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/pages/typography');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe('rgb(37, 41, 60)');
});

test('the customizer changes skin and content width, and Reset brings the defaults back', async ({ page }) => {
  await page.goto('/pages/typography');
  await page.getByRole('button', { name: 'Open the theme customizer' }).first().click();
  const customizer = page.getByRole('dialog', { name: 'Theme customizer' });
  await expect(customizer).toBeVisible();
  await customizer.getByRole('button', { name: 'Bordered' }).click();
  await customizer.getByRole('button', { name: 'Full width' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'bordered');
  expect(
    await page.evaluate(() => [
      localStorage.getItem('application-skin'),
      localStorage.getItem('application-contentWidth'),
    ]),
  ).toEqual(['bordered', 'fluid']);
  await customizer.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'default');
  await expect(customizer.getByRole('button', { name: 'Boxed' })).toHaveAttribute('aria-pressed', 'true');
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('application-') && k !== 'application-color-scheme'),
    ),
  ).toEqual([]);
});

test('choosing Arabic turns the page right-to-left with the navigation on the right, and it is remembered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pages/typography');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الطباعة والخطوط');
  const nav = page.locator('#main-navigation');
  await expect(async () => {
    const box = await nav.boundingBox();
    expect(box && box.x).toBeGreaterThan(1440 / 2);
  }).toPass();
  expect(await page.evaluate(() => localStorage.getItem('application-language'))).toBe('ar');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الطباعة والخطوط');
});
