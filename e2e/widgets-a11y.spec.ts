import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no serious axe violation with the cookie banner open (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'We use cookies' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
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
  expect(await seriousViolations(page)).toEqual([]);
});
