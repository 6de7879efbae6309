import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/session';

// axe over a whole page takes seconds on a busy machine: one page per test, with room to spare.
test.describe.configure({ timeout: 60_000 });

for (const scheme of ['light', 'dark'] as const) {
  for (const path of ['/pages/typography', '/components/button']) {
    test(`the shell on ${path} has no serious or critical axe violation in ${scheme}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await signInAs(page, ['admin2', 'internal']);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
      expect((await seriousViolations(page)).map((line) => `${path} ${line}`)).toEqual([]);
    });
  }

  test(`the front page and the open customizer pass axe in ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A banner or a card still fading in has half-transparent colours: axe must read the end state.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    );
    expect(await seriousViolations(page)).toEqual([]);

    await signInAs(page, ['admin2']);
    await page.goto('/pages/typography');
    await page.getByRole('button', { name: 'Open the theme customizer' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Theme customizer' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
