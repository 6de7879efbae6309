import { expect, test } from '@playwright/test';
import { seriousViolations, WCAG_AA } from './support/axe';

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no serious axe violation with the cookie banner open (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  });
}

test('no serious axe violation with a toast, the settings and scroll-to-top buttons showing', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 420 });
  await page.goto('/sites?lang=ar');
  await page.getByRole('button', { name: 'قبول' }).click();
  await page.mouse.wheel(0, 700);
  await expect(page.getByRole('button', { name: 'العودة إلى الأعلى' })).toBeVisible();
  await expect(page.getByRole('status')).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعدادات ملفات تعريف الارتباط' })).toBeVisible();
  expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
});
