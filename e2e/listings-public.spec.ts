import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { siteUrl } from './support/sites';
import { seriousViolations, WCAG_AA } from './support/axe';

/*
 * The public side of listings on korepetycje.lol (Polish; the seed publishes about 20 tutoring
 * offers there): search, its address, filters, and an offer's own page.
 */
const KOREPETYCJE = 'korepetycje.lol';
/**
 * Seeded offers only: other specs publish and withdraw listings of their own on this site at the
 * same time, and the newest card could be one gone a moment later.
 */
const SEEDED_SEARCH = '/search?q=matematyka';
const cards = (page: Page) => page.getByTestId('listing-card');
/** "Wyniki: 20" -> 20. */
const resultCount = async (page: Page) =>
  Number((await page.getByText(/^Wyniki: \d+$/).textContent())?.replace(/\D/g, ''));

test('the seeded listings appear on the search page', async ({ page }) => {
  await page.goto(siteUrl(KOREPETYCJE, '/search'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Znajdź ofertę');
  await expect(cards(page).first()).toBeVisible();
  expect(await cards(page).count()).toBeGreaterThanOrEqual(10);
  expect(await resultCount(page)).toBeGreaterThanOrEqual(10);
  await expect(cards(page).first().getByTestId('listing-price')).toHaveText(/zł|Bezpłatne|Za darmo/);
});

test('a word from a listing name finds it, and the address keeps the query', async ({ page }) => {
  // A seeded offer's name: the newest card of the whole site may be another spec's, gone meanwhile.
  await page.goto(siteUrl(KOREPETYCJE, SEEDED_SEARCH));
  const name = (await cards(page).first().getByRole('heading').textContent())!.trim();
  await page.goto(siteUrl(KOREPETYCJE, '/search'));
  const word = name.split(/\s+/).find((w) => w.length >= 5) ?? name.split(/\s+/)[0]!;

  await page.getByRole('main').locator('input[name="q"]').fill(word);
  await page.getByRole('main').getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word);
  await expect(cards(page).filter({ hasText: name }).first()).toBeVisible();

  // The address alone brings the same search back (a shared link, a reload).
  await page.reload();
  await expect(page.getByRole('main').locator('input[name="q"]')).toHaveValue(word);
  await expect(cards(page).filter({ hasText: name }).first()).toBeVisible();
  // The back button returns to the search before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('main').locator('input[name="q"]')).toHaveValue('');
});

test('nonsense finds nothing and says so', async ({ page }) => {
  await page.goto(siteUrl(KOREPETYCJE, '/search?q=zzqxvwk&lang=en'));
  await expect(page.getByText('No result found')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
});

test('a price filter narrows the results', async ({ page }) => {
  await page.goto(siteUrl(KOREPETYCJE, '/search'));
  await expect(cards(page).first()).toBeVisible();
  const all = await resultCount(page);
  // The lowest price shown under "cheapest first" bounds a filter that must leave some out.
  await page.goto(siteUrl(KOREPETYCJE, '/search?sort=priceAsc'));
  const cheapest = (await cards(page).first().getByTestId('listing-price').textContent())!;
  const limit = Math.floor(Number(cheapest.replace(/[^\d,]/g, '').replace(',', '.'))) + 1;

  await page.locator('input[name="max"]').fill(String(limit));
  await page.getByRole('main').getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`max=${limit}`));
  await expect(page.getByText(/^Wyniki: \d+$/)).toBeVisible();
  const narrowed = await resultCount(page);
  expect(narrowed).toBeGreaterThanOrEqual(1);
  expect(narrowed).toBeLessThan(all);
});

test('words typed as soon as the search page shows are kept, even on a slow phone', async ({ page }) => {
  // The page is server-rendered: on a slow CPU it is visible well before the app takes it over.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.goto(siteUrl(KOREPETYCJE, '/search'), { waitUntil: 'commit' });
  await page.getByRole('main').locator('input[name="q"]').fill('Matematyka');
  await page.getByRole('main').getByRole('button', { name: 'Szukaj', exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=Matematyka/);
});

test('an offer page shows the name, the price and the picture', async ({ page }) => {
  await page.goto(siteUrl(KOREPETYCJE, SEEDED_SEARCH));
  const card = cards(page).first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const price = (await card.getByTestId('listing-price').textContent())!.trim();
  await card.getByRole('link').click();

  await expect(page).toHaveURL(/\/pl\/offer\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('offer-price')).toContainText(price);
  const image = page.getByTestId('offer-image');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // A visitor is led to sign in before writing or calling, and from there into the conversation or to the call.
  await expect(page.getByRole('link', { name: 'Wyślij wiadomość' })).toHaveAttribute(
    'href',
    /^\/login\?redirecturl=%2Fmy-messages%3Flisting%3D[0-9a-f-]{36}$/,
  );
  await expect(page.getByRole('link', { name: 'Rozmowa wideo' })).toHaveAttribute(
    'href',
    /^\/login\?redirecturl=%2Fmy-call%3Fto%3D[0-9a-f-]{36}/,
  );
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`an offer page as a new visitor sees it has no serious accessibility problem (${colorScheme})`, async ({
    page,
  }) => {
    await page.goto(siteUrl(KOREPETYCJE, SEEDED_SEARCH));
    const href = await cards(page).first().getByRole('link').getAttribute('href');
    await page.emulateMedia({ colorScheme });
    await page.goto(siteUrl(KOREPETYCJE, href!));
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page.getByTestId('offer-owner')).toBeVisible();
    // The owner's initials among them: a grey circle with white letters was too faint to read.
    expect(await seriousViolations(page, WCAG_AA)).toEqual([]);
  });
}

test('the offer address names the interface language', async ({ page }) => {
  await page.goto(siteUrl(KOREPETYCJE, SEEDED_SEARCH));
  const href = (await cards(page).first().getByRole('link').getAttribute('href'))!;
  await page.goto(siteUrl(KOREPETYCJE, href.replace(/^\/pl\//, '/en/')));
  await expect(page.getByRole('link', { name: 'Send a message' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an offer address with a language that is not one shows the not-found page, rendered by the server or the browser', async ({
  page,
}) => {
  await page.goto(siteUrl(KOREPETYCJE, '/search'));
  const href = (await cards(page).first().getByRole('link').getAttribute('href'))!;
  const wrong = siteUrl(KOREPETYCJE, href.replace(/^\/pl\//, '/xx/'));
  const answer = await page.goto(wrong);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
  // A signed-in reader's page is rendered in the browser, which must agree with the server.
  await signInAs(page, ['internal']);
  await page.goto(wrong);
  await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
  await expect(page.getByTestId('offer-price')).toHaveCount(0);
});

test('the header search opens the search page with the query', async ({ page }) => {
  await page.goto(siteUrl(KOREPETYCJE, '/'));
  const field = page.getByRole('searchbox', { name: 'Szukaj ofert' });
  await field.fill('matematyka');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=matematyka$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('matematyka');
});

test('the admin navbar search still opens pages, and ends with the listings search', async ({ page }) => {
  await signInAs(page, ['admin2', 'internal']);
  await page.goto('/pages/typography');
  await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const search = page.getByRole('combobox', { name: 'Search pages' });
  await search.fill('butt');
  await expect(page.getByRole('option', { name: 'Search listings for “butt”' })).toBeVisible();
  await search.fill('zzzz');
  await expect(page.getByText('No result found')).toBeVisible();
  // Nothing among the pages: Enter takes the query to the listings search.
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=zzzz$/);
});
