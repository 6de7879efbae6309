import type { Page } from '@playwright/test';
import { expect as baseExpect, signInPage, test } from './support/accounts';
import { siteUrl } from './support/sites';

// A first server render of a page can be slow on the shared test machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const BIT = 'bit.bid';
const cards = (page: Page) => page.getByTestId('listing-card');

test('bit lists dog walks: its search has a kind filter that finds the seeded ones', async ({ page }) => {
  await page.goto(siteUrl(BIT, '/search'));
  await expect(cards(page).first()).toBeVisible();
  await page.getByLabel('Rodzaj').click();
  // bit's own two kinds, not the generic site's eleven.
  await expect(page.getByRole('option')).toHaveText(['Dowolny rodzaj', 'Oferty i aukcje', 'Wyprowadzanie psów']);
  await page.getByRole('option', { name: 'Wyprowadzanie psów' }).click();
  await expect(page).toHaveURL(/\/search\?(.*&)?kind=dog-walking(&|$)/);
  await expect(cards(page)).toHaveCount(2);
  for (const card of await cards(page).all()) await expect(card).toContainText('Wyprowadzanie psa');
});

test('a bit member chooses between an offer and a dog walk in the listing editor', async ({
  page,
  request,
  makeUser,
}) => {
  const user = await makeUser('walker');
  await signInPage(page, request, user.email, user.password, siteUrl(BIT, ''));
  await page.goto(siteUrl(BIT, '/add-new'));
  await page.getByLabel('Rodzaj oferty').click();
  await expect(page.getByRole('option')).toHaveText(['Oferty i aukcje', 'Wyprowadzanie psów']);
});
