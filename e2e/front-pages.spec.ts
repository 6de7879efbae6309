import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/sites';

// A front page's first server render can be slow on the shared test machine: the first
// condition of each test waits longer than the default.
const FIRST_PAINT = { timeout: 30_000 };

/** The newest listings grid of a front page has cards (the demo data seeds every site). */
async function expectListingsGrid(page: Page, heading: string) {
  const grid = page.getByTestId('latest-listings');
  await expect(grid.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(grid.getByTestId('listing-card').first()).toBeVisible();
}

const SITES = [
  {
    domain: 'korepetycje.lol',
    lang: 'pl',
    headline: 'Korepetycje, które naprawdę pomagają',
    latest: 'Najnowsi korepetytorzy',
    browse: 'Przeglądaj oferty',
    kind: 'tutoring',
  },
  {
    domain: 'naszdom.homes',
    lang: 'pl',
    headline: 'Nasz dom zaczyna się tutaj',
    latest: 'Najnowsze domy i mieszkania',
    browse: 'Przeglądaj oferty',
    kind: 'property',
  },
  {
    domain: 'bookatable4.com',
    lang: 'en',
    headline: 'Your table is waiting',
    latest: 'Tables just listed',
    browse: 'Browse offers',
    kind: 'table',
  },
  {
    domain: 'bit.bid',
    lang: 'pl',
    headline: 'Licytuj, pytaj i rozmawiaj twarzą w twarz',
    latest: 'Świeże oferty i aukcje',
    browse: 'Przeglądaj oferty',
    // bit lists things and dog walks: its "browse" shows both, so it names no kind.
    kind: null,
  },
];

for (const site of SITES) {
  test(`${site.domain} shows its own hero in its language and its newest listings`, async ({ page }) => {
    await page.goto(siteUrl(site.domain));
    await expect(page.locator('html')).toHaveAttribute('lang', site.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.headline, FIRST_PAINT);
    await expect(page.getByRole('link', { name: site.browse })).toHaveAttribute(
      'href',
      site.kind ? `/search?kind=${site.kind}` : '/search',
    );
    await expectListingsGrid(page, site.latest);
    await expect(page.getByTestId('contact-section')).toBeVisible();
  });
}

test('bit and liveappmaker show the developer meetup; other sites do not', async ({ page }) => {
  test.slow(); // three front pages in one test
  await page.goto(siteUrl('liveappmaker.com'));
  await expect(page.getByRole('heading', { level: 2, name: 'Developer meetup' })).toBeVisible(FIRST_PAINT);
  await page.goto(siteUrl('bit.bid'));
  await expect(page.getByRole('heading', { level: 2, name: 'Meetup programistów' })).toBeVisible();
  await page.goto(siteUrl('bookatable4.com'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('meetup-section')).toHaveCount(0);
});

test('a category chip opens the search for that category', async ({ page }) => {
  await page.goto(siteUrl('korepetycje.lol'));
  const chip = page.getByRole('link', { name: 'Matematyka', exact: true });
  await expect(chip).toBeVisible(FIRST_PAINT);
  await chip.click();
  await expect(page).toHaveURL(/\/search\?kind=tutoring&q=Matematyka$/);
});

test('the generic front page links every site and shows offers from all of them', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every marketplace in one place', FIRST_PAINT);
  const index = page.getByTestId('sites-index');
  for (const name of ['Korepetycje.lol', 'Book a table 4', 'Nasz Dom', 'Live App Maker', 'Corpo Bond']) {
    await expect(index.getByRole('link', { name: new RegExp(name, 'i') })).toBeVisible();
  }
  await expect(index.getByRole('listitem')).toHaveCount(10);
  await expectListingsGrid(page, 'Newest offers from all our sites');
});

test('/sites still lists every site', async ({ page }) => {
  await page.goto('/sites');
  await expect(page.getByRole('heading', { level: 1, name: 'All our sites' })).toBeVisible(FIRST_PAINT);
  await expect(page.getByTestId('sites-index').getByRole('listitem')).toHaveCount(10);
});

test('"Publish an offer" leads to adding an offer (signing in first for a visitor)', async ({ page }) => {
  await page.goto(siteUrl('bookatable4.com'));
  const publish = page.getByRole('link', { name: 'Publish an offer' });
  await expect(publish).toBeVisible(FIRST_PAINT);
  await expect(publish).toHaveAttribute('href', '/add-new');
  await publish.click();
  await expect(page).toHaveURL(/\/add-new$|\/login\?redirecturl=%2Fadd-new$/);
});

test('an Arabic front page reads right to left with its own words', async ({ page }) => {
  await page.goto(siteUrl('naszdom.homes', '/ar'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('بيتنا يبدأ من هنا', FIRST_PAINT);
  await expect(page.getByRole('heading', { level: 2, name: 'الفئات الشائعة' })).toBeVisible();
});

test('the footer carries the site’s links: about, contact, its offers, every language', async ({ page }) => {
  await page.goto(siteUrl('bookatable4.com', '/search?q=garden'));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'About Book a table 4' })).toHaveAttribute(
    'href',
    '/index#front-hero',
    FIRST_PAINT,
  );
  await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/index#contact');
  await expect(footer.getByRole('link', { name: 'All our sites' })).toHaveAttribute('href', '/sites');
  await expect(footer.getByRole('link', { name: 'All offers' })).toHaveAttribute('href', '/search?kind=table');
  await expect(footer.getByRole('link', { name: 'Add your offer' })).toHaveAttribute('href', '/add-new');
  await expect(footer.getByRole('region', { name: 'Language' }).getByRole('link')).toHaveCount(10);
  await expect(footer.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

  // Another language is the same page in it, the search kept.
  await footer.getByRole('link', { name: 'Polski' }).click();
  await expect(page).toHaveURL(/\/search\?q=garden&lang=pl$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' })).toBeVisible();

  // The contact link leads to the front page's form.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt' }).click();
  await expect(page).toHaveURL(/\/index#contact$/);
  await expect(page.getByTestId('contact-section')).toBeInViewport();
});
