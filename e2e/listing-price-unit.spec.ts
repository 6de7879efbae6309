import { expect as baseExpect, signInPage, test } from './support/accounts';
import { siteUrl } from './support/sites';

/*
 * What a price buys (issue #33): a table priced per guest reads "per person" on its card and its
 * offer page, and a flat let by the night reads "per night", never "/ 1 day".
 */

// Saving and the first server render of a page can be slow on a shared machine.
const expect = baseExpect.configure({ timeout: 30_000 });
const BOOKATABLE4 = 'bookatable4.com';
const NASZDOM = 'naszdom.homes';

test('a seller prices a table per person; its card and offer page say so', async ({ page, request, makeUser }) => {
  const user = await makeUser('per-person');
  const origin = siteUrl(BOOKATABLE4, '').replace(/\/$/, '');
  await signInPage(page, request, user.email, user.password, origin);

  const name = `Harvest supper table ${Date.now().toString(36)}`;
  await page.goto(siteUrl(BOOKATABLE4, '/add-new'));
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price').fill('12');
  // A new listing's price starts in the site's money, whatever the reader's language.
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText('GBP');
  await page.getByLabel('Charged').click();
  await page.getByRole('option', { name: 'Per person' }).click();
  await page.getByLabel('Duration').click();
  await page.getByRole('option', { name: 'Hours' }).click();
  await page.getByLabel('How many').fill('2');
  await page.getByLabel('Location', { exact: true }).fill('Bristol');
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await expect(page.getByText('Listing saved and published.')).toBeVisible();

  // The public card, as a visitor finds it.
  await page.goto(siteUrl(BOOKATABLE4, `/search?q=${encodeURIComponent(name)}`));
  const card = page.getByTestId('listing-card').filter({ hasText: name });
  await expect(card.getByTestId('listing-price')).toHaveText('£12.00');
  await expect(card.getByTestId('listing-price-unit')).toHaveText('per person · 2 hours');

  // Its offer page, rendered by the server and then in the app.
  await card.getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/offer\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('offer-price')).toHaveText('£12.00 per person · 2 hours');
  // The server's own page (the request API reaches the test server by its address, the site by Host).
  const served = await (await request.get(new URL(page.url()).pathname, { headers: { host: BOOKATABLE4 } })).text();
  expect(served).toContain('per person · 2 hours');
});

test('a flat let by the night reads "per night" on its card and offer page', async ({ page }) => {
  await page.goto(siteUrl(NASZDOM, '/search?q=Kawalerka'));
  const card = page.getByTestId('listing-card').filter({ hasText: 'wynajem na doby' });
  await expect(card.getByTestId('listing-price-unit')).toHaveText('za noc');
  await expect(card).not.toContainText('dzień');
  await card.getByRole('link').click();
  await expect(page.getByTestId('offer-price')).toContainText('za noc');
  await expect(page.getByTestId('offer-price')).not.toContainText('/');
});
