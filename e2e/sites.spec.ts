import { expect, test } from '@playwright/test';
import { siteUrl } from './support/sites';

test('korepetycje.lol is its own site, in Polish', async ({ page }) => {
  await page.goto(siteUrl('korepetycje.lol'));
  await expect(page).toHaveURL(/\/index$/);
  await expect(page).toHaveTitle('Korepetycje.lol');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Korepetycje, które naprawdę pomagają');
  await expect(page.getByText('Wypróbuj za darmo przez 3 miesiące')).toBeVisible();
});

test('localhost shows the default site', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('application');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every marketplace in one place');
});

test('two sites look different: their own colours and words', async ({ page }) => {
  await page.goto(siteUrl('bookatable4.com'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your table is waiting');
  const tableColour = await page
    .getByRole('link', { name: 'Browse offers' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  await page.goto(siteUrl('www.naszdom.homes'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nasz dom zaczyna się tutaj');
  const homeColour = await page
    .getByRole('link', { name: 'Przeglądaj oferty' })
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(homeColour).not.toBe(tableColour);
});

test('/en lands on the front page in English, even on a Polish site', async ({ page }) => {
  await page.goto(siteUrl('korepetycje.lol', '/en'));
  await expect(page).toHaveURL(/\/index\?lang=en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tutoring that really helps');
});

test('/ar switches the page to right-to-left Arabic', async ({ page }) => {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('link', { name: 'تصفح العروض' })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the not-authorized page explains and leads home', async ({ page }) => {
  await page.goto(siteUrl('naszdom.homes', '/not-authorized'));
  await expect(page.getByRole('heading', { name: 'Brak uprawnień' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Wróć na stronę główną' })).toBeVisible();
});

test('/testvideo leads to the index of every site', async ({ page }) => {
  await page.goto('/testvideo');
  await expect(page).toHaveURL(/\/sites$/);
  await expect(page.getByRole('heading', { name: 'All our sites' })).toBeVisible();
  for (const title of ['Korepetycje.lol', 'Nasz Dom', 'Book a table 4', 'Corpo Bond']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
});

test("a site's own redirect works next to the default ones", async ({ page }) => {
  await page.goto(siteUrl('naszdom.homes', '/oferty'));
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nasz dom zaczyna się tutaj');
});
