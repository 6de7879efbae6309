import { expect as baseExpect, signInPage, test } from './support/accounts';

// Saving and publishing go through the real server on a machine shared with other builds.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Issue #33: a member's draft has an offer page of its own, for its owner only, with a banner
 * saying it is not public and a button to publish it; to everyone else it does not exist.
 */
test('an owner opens their draft at its offer page, sees it is not public, and publishes it there', async ({
  page,
  browser,
  request,
  makeUser,
}) => {
  test.setTimeout(120_000);
  const user = await makeUser('drafter');
  await signInPage(page, request, user.email, user.password);

  await page.goto('/add-new');
  const name = `Morning dog walk ${Date.now().toString(36)}`;
  // The generic site lists every kind, dog walks among them.
  await page.getByLabel('Kind of offer').click();
  await page.getByRole('option', { name: 'Dog walking' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Price').fill('15');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Listing saved as a draft.')).toBeVisible();

  // The editor leads to the draft's page, which shows it with the banner.
  await page.getByRole('link', { name: 'View offer' }).click();
  await expect(page).toHaveURL(/\/en\/offer\/[0-9a-f-]{36}$/);
  const banner = page.getByTestId('not-public-banner');
  await expect(banner).toContainText('Not public yet');
  await expect(banner).toContainText('only its owner and the site');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('offer-price')).toContainText('15');

  // Opened directly (a bookmark, a reload), the page is still the owner's draft, kept from search engines.
  const offerUrl = page.url();
  const response = await page.reload();
  // The server renders as nobody: its answer is the not-found one; the owner's browser shows the draft.
  expect(response?.status()).toBe(404);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]').first()).toBeAttached();

  // Anyone else gets the not-found page, as for an offer that does not exist.
  const stranger = await browser.newPage();
  await stranger.goto(offerUrl);
  await expect(stranger.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(stranger.getByText(name)).toHaveCount(0);

  // Published from the banner: the banner goes, the page is the public one.
  await banner.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The listing is published.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // And everyone sees it now.
  await stranger.reload();
  await expect(stranger.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(stranger.getByTestId('not-public-banner')).toHaveCount(0);
  await stranger.close();
});
