import { SNACKBAR_TIMEOUT_MS } from '../src/common/constants';
import { expect, test } from '@playwright/test';

// The cookie banner's confirmation is the toast a visitor can reach on every page.
test('a toast closes with its button, or by itself after 5 seconds', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Cookies accepted. Thank you!' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();

  await page.getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  const next = page.getByRole('status').filter({ hasText: 'Cookies declined' });
  await expect(next).toBeVisible();
  const shownAt = Date.now();
  // Moving the mouse over a toast pauses it; keep the pointer away.
  await page.mouse.move(0, 0);
  await expect(next).toBeHidden({ timeout: SNACKBAR_TIMEOUT_MS + 5000 });
  expect(Date.now() - shownAt).toBeGreaterThan(SNACKBAR_TIMEOUT_MS - 1500);
});
