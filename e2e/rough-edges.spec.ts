import type { Page } from '@playwright/test';
import { expect, test } from './support/accounts';
import { SIGNED_IN } from './support/roles';
import { siteUrl } from './support/sites';

/** Accepts the cookie question first, so the banner covers nothing these tests look at. */
async function acceptCookies(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
}

test('the footer names the site by its title, not its internal id', async ({ page }) => {
  await page.goto(siteUrl('korepetycje.lol'));
  const year = new Date().getFullYear();
  await expect(page.getByRole('contentinfo')).toContainText(`© ${year} Korepetycje.lol.`);
});

test.describe('signed in as the demo admin', () => {
  test.use({ storageState: SIGNED_IN.admin });

  test('right-to-left chosen in the customizer survives a reload; pagination reads and points the right way', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await acceptCookies(page);
    await page.goto('/apps/user/list');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await page.getByRole('button', { name: 'Open the theme customizer' }).first().click();
    await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Right to left' }).click();
    await page.getByRole('button', { name: 'Close the customizer' }).click();
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'rtl');

    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    // Mirrored: "previous" sits to the right of "next".
    const previous = await page.getByRole('button', { name: 'Go to previous page' }).boundingBox();
    const next = await page.getByRole('button', { name: 'Go to next page' }).boundingBox();
    expect(previous!.x).toBeGreaterThan(next!.x);
    // English text keeps its own order: the colon after "Rows per page", not before it.
    const label = page.getByText('Rows per page:');
    await expect(label).toHaveCSS('unicode-bidi', 'plaintext');

    // Back to left-to-right, so the stored choice does not leak into other tests of this browser.
    await page.getByRole('button', { name: 'Open the theme customizer' }).first().click();
    await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Left to right' }).click();
    await expect(html).toHaveAttribute('dir', 'ltr');
  });

  test('every customizer tile has its full border', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await acceptCookies(page);
    await page.goto('/apps/user/list');
    await page.getByRole('button', { name: 'Open the theme customizer' }).first().click();
    const customizer = page.getByRole('dialog', { name: 'Theme customizer' });
    for (const name of ['Dark', 'Collapsed', 'Horizontal']) {
      const sides = await customizer.getByRole('button', { name, exact: true }).evaluate((el) => {
        const s = getComputedStyle(el);
        return { left: [s.borderLeftWidth, s.borderLeftColor], top: [s.borderTopWidth, s.borderTopColor] };
      });
      expect(sides.left, name).toEqual(sides.top);
    }
  });

  test('on a 390 px phone the user list fits the screen and nothing covers "Add new user"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await acceptCookies(page);
    await page.goto('/apps/user/list');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The table is wider than the phone: it scrolls inside its card instead.
    expect(await table.evaluate((el) => el.parentElement!.scrollWidth > el.parentElement!.clientWidth)).toBe(true);

    const add = await page.getByRole('button', { name: 'Add new user' }).boundingBox();
    for (const button of await page.getByRole('button', { name: 'Open the theme customizer' }).all()) {
      const box = await button.boundingBox();
      if (!box || !add) continue;
      const overlaps =
        box.x < add.x + add.width &&
        add.x < box.x + box.width &&
        box.y < add.y + add.height &&
        add.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
  });
});

test('on a 390 px phone the front page header shows the whole brand and a one-line sign-in button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('korepetycje.lol'));
  const header = page.getByRole('banner');
  const brand = header.getByText('Korepetycje.lol', { exact: true });
  await expect(brand).toBeVisible();
  expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  // Nor does it run under the search, language and theme buttons beside it.
  const overlapped = await brand.evaluate((el) => {
    const text = el.getBoundingClientRect();
    const buttons = [...el.closest('header')!.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
    return buttons.some(
      (b) => b.left < text.right && b.right > text.left && b.top < text.bottom && b.bottom > text.top,
    );
  });
  expect(overlapped).toBe(false);
  const signIn = await header.getByRole('link', { name: 'Zaloguj się' }).boundingBox();
  expect(signIn!.height).toBeLessThan(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The cookie banner is a strip at the bottom, not a third of the screen.
  const banner = await page.getByRole('region', { name: 'Używamy plików cookie' }).boundingBox();
  expect(banner!.height).toBeLessThan(844 / 4);
});
