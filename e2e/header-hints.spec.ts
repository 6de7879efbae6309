import { expect, test } from '@playwright/test';
import { siteUrl } from './support/sites';

// The header's icon buttons say what they do on hover and on keyboard focus (src/web/components/hint.tsx).
test('a header button shows its hint on hover and on keyboard focus, and Escape hides it', async ({ page }) => {
  await page.goto(siteUrl('korepetycje.lol', '/index'));
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  const hint = page.locator('[data-hint]');
  const theme = page.getByRole('button', { name: /^Motyw/ });

  await theme.hover();
  await expect(hint).toHaveText(/^Motyw/);
  // Under its button, inside the window.
  const button = (await theme.boundingBox())!;
  const box = (await hint.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(button.y + button.height);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.keyboard.press('Escape');
  await expect(hint).toHaveCount(0);

  await page.mouse.move(5, 400);
  await page.getByRole('button', { name: 'Język' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(hint).toHaveText('Język');
  await page.keyboard.press('Tab');
  await expect(hint).toHaveText(/^Motyw/);
});
