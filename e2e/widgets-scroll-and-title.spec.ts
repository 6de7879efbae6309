import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/sites';

// A short window makes the all-sites page long enough to scroll.
test.use({ viewport: { width: 1024, height: 420 } });

const toTop = (page: Page) => page.getByRole('button', { name: 'Back to top' });
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}

test('scroll-to-top appears past 200 px and brings the page back to the top', async ({ page }) => {
  await page.goto('/sites');
  await expect(page.getByRole('heading', { name: 'All our sites' })).toBeVisible();
  await expect(toTop(page)).toBeHidden();

  await scrollTo(page, 150);
  // The scroll has happened and two frames have been drawn since: had the button been due, it
  // would show now.
  await expect.poll(() => scrollY(page)).toBe(150);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(toTop(page)).toBeHidden();

  await page.mouse.wheel(0, 700);
  await expect(toTop(page)).toBeVisible();
  expect(await scrollY(page)).toBeGreaterThan(200);

  await toTop(page).click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(toTop(page)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'All our sites' })).toBeInViewport();
});

test('scroll-to-top works from the keyboard and is not printed', async ({ page }) => {
  await page.goto('/sites');
  await expect(page.getByRole('heading', { name: 'All our sites' })).toBeVisible();
  await scrollTo(page, 600);
  await expect(toTop(page)).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(toTop(page)).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(toTop(page)).toBeVisible();

  await toTop(page).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('the page title is the site title, and stays so while moving around', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('application');
  await page.getByRole('link', { name: 'All sites' }).click();
  // The generic front page lists the sites too (an h2 of the same name): the /sites page is its h1.
  await expect(page).toHaveURL(/\/sites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All our sites' })).toBeVisible();
  await expect(page).toHaveTitle('application');

  await page.goto(siteUrl('korepetycje.lol', '/no/such/page'));
  await expect(page).toHaveTitle('Korepetycje.lol');
  await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Korepetycje.lol');
  await page.goto(siteUrl('korepetycje.lol', '/ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('Korepetycje.lol');
});
