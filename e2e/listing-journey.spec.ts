import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { expect as baseExpect, signInPage, test } from './support/accounts';
import { siteUrl } from './support/sites';

/*
 * One listing's whole life as its author and its visitors see it (issue #13): published on
 * korepetycje.lol with a photo, it is on that site's front page and not on another site's, its
 * offer page shows the photo and the price, search finds it by a word of its description, and
 * once withdrawn it is gone from the front page and from search.
 */

// Saving renders pictures with sharp; on a shared machine that can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });
const KOREPETYCJE = 'korepetycje.lol';
const NASZDOM = 'naszdom.homes';

const bluePng = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 30, g: 90, b: 200 } } })
    .png()
    .toBuffer();

const newest = (page: Page) => page.getByTestId('latest-listings').getByTestId('listing-card');

test('a published listing is on its own site only, has its offer page, is found, and goes when withdrawn', async ({
  page,
  request,
  makeUser,
}) => {
  test.setTimeout(240_000);
  const user = await makeUser('journey');
  const origin = siteUrl(KOREPETYCJE, '').replace(/\/$/, '');
  await signInPage(page, request, user.email, user.password, origin);

  const tag = Date.now().toString(36);
  const name = `Fizyka dla licealistów ${tag}`;
  const word = `kwantowo${tag}`;
  await page.goto(siteUrl(KOREPETYCJE, '/add-new'));
  await page.getByLabel('Nazwa').fill(name);
  await page.getByRole('textbox', { name: 'Opis' }).fill(`Zajęcia ${word} z fizyki, także online.`);
  await page.getByLabel('Cena').fill('85');
  await page.getByLabel('Lokalizacja', { exact: true }).fill('Gdańsk');
  await page
    .getByTestId('listing-image-input')
    .setInputFiles({ name: 'fizyka.png', mimeType: 'image/png', buffer: await bluePng() });
  await page.getByRole('button', { name: 'Zapisz i opublikuj' }).click();
  await expect(page.getByText('Ogłoszenie zapisane i opublikowane.')).toBeVisible();

  // Its site's front page shows it among the newest; another site's does not.
  await page.goto(siteUrl(KOREPETYCJE, '/index'));
  await expect(newest(page).filter({ hasText: name })).toBeVisible();
  await page.goto(siteUrl(NASZDOM, '/index'));
  await expect(page.getByTestId('latest-listings')).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  // Its offer page, opened from the front page, shows the photo and the price.
  await page.goto(siteUrl(KOREPETYCJE, '/index'));
  await newest(page).filter({ hasText: name }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pl\/offer\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('offer-price')).toContainText('85,00');
  const image = page.getByTestId('offer-image');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // Search finds it by a word that is only in its description.
  await page.goto(siteUrl(KOREPETYCJE, `/search?q=${word}`));
  await expect(page.getByTestId('listing-card').filter({ hasText: name })).toBeVisible();

  // Withdrawn in My items: gone from the front page and from search.
  await page.goto(siteUrl(KOREPETYCJE, '/my-items'));
  await page.getByRole('button', { name: `Wycofaj ${name}` }).click();
  await expect(page.getByText('Ogłoszenie nie jest już publiczne.')).toBeVisible();
  await page.goto(siteUrl(KOREPETYCJE, '/index'));
  await expect(newest(page).first()).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);
  await page.goto(siteUrl(KOREPETYCJE, `/search?q=${word}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  await expect(page.getByTestId('listing-card')).toHaveCount(0);
});
