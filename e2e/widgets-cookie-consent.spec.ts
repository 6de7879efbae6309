import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { siteUrl } from './support/sites';

const banner = (page: Page) => page.getByRole('region', { name: 'We use cookies' });
const settings = (page: Page) => page.getByRole('button', { name: 'Cookie settings' });

/**
 * Opens a page and waits for the app: the banner is on screen from the first paint, but its
 * toasts and the settings button come with the app (a click before that is kept by the pre-paint
 * script, tested below).
 */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

/** The page is up (its heading shows) and the consent state has been read from storage. */
async function loaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('a first visit shows the banner bottom-left with accept, decline and later', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  for (const name of ['Accept', 'Decline', 'Later']) {
    await expect(banner(page).getByRole('button', { name })).toBeVisible();
  }
  const box = await banner(page).boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  expect(box.x).toBeLessThan(viewport.width / 2);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 60);
  // Floating, not a wall: the page stays usable around it.
  expect(box.width * box.height).toBeLessThan((viewport.width * viewport.height) / 3);
  await expect(page.getByRole('link', { name: 'Browse offers' })).toBeEnabled();
});

for (const [choice, toast] of [
  ['Accept', 'Cookies accepted. Thank you!'],
  ['Decline', 'Cookies declined: only the necessary ones are used.'],
] as const) {
  test(`${choice} closes the banner, says so, and survives a reload`, async ({ page }) => {
    await open(page, '/');
    await banner(page).getByRole('button', { name: choice }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: toast })).toBeVisible();

    await page.reload();
    await loaded(page);
    // The settings button shows only once a kept choice has been read, so the banner is not late.
    await expect(settings(page)).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent-site'))).toBe(choice.toLowerCase());
  });
}

test('Later hides the banner for a day, then it asks again', async ({ page }) => {
  const start = new Date('2030-03-10T09:00:00Z');
  await page.clock.setFixedTime(start);
  await open(page, '/');
  await banner(page).getByRole('button', { name: 'Later' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByText('No problem, we will ask you again later.')).toBeVisible();

  await page.clock.setFixedTime(new Date(start.getTime() + 23 * 3600_000));
  await page.reload();
  await loaded(page);
  await expect(settings(page)).toBeVisible();
  await expect(banner(page)).toBeHidden();

  await page.clock.setFixedTime(new Date(start.getTime() + 25 * 3600_000));
  await page.reload();
  await expect(banner(page)).toBeVisible();
});

test('Cookie settings removes the choice: the banner is back, also after a reload', async ({ page }) => {
  await open(page, '/');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await settings(page).click();
  await expect(banner(page)).toBeVisible();
  await page.reload();
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent-site'))).toBeNull();
});

test('the banner is first in the keyboard order and works with the keyboard', async ({ page }) => {
  await open(page, '/');
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Decline' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await settings(page).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeVisible();
});

test('the banner speaks the site language and mirrors in Arabic', async ({ page }) => {
  await page.goto(siteUrl('korepetycje.lol'));
  await expect(page.getByRole('region', { name: 'Używamy plików cookie' })).toBeVisible();
  await page.goto('/ar');
  const arabic = page.getByRole('region', { name: 'نستخدم ملفات تعريف الارتباط' });
  await expect(arabic).toBeVisible();
  const box = await arabic.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  expect(box.x + box.width).toBeGreaterThan(viewport.width / 2);
  expect(box.x).toBeGreaterThan(viewport.width / 4);
});

test('each site keeps its own choice (storage is per host)', async ({ page }) => {
  await open(page, siteUrl('korepetycje.lol'));
  await page.getByRole('button', { name: 'Akceptuję' }).click();
  await page.goto(siteUrl('naszdom.homes'));
  await expect(page.getByRole('region', { name: 'Używamy plików cookie' })).toBeVisible();
});

test.describe('before the app starts (the server page and the pre-paint script only)', () => {
  // The app's own scripts never arrive: what shows is what the first paint shows.
  test.beforeEach(async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
  });

  test('a new visitor already sees the banner with the page', async ({ page }) => {
    await page.goto(siteUrl('korepetycje.lol', '/index'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Używamy plików cookie' })).toBeVisible();
  });

  for (const choice of ['accept', 'decline'] as const) {
    test(`a reader who chose "${choice}" never sees it, not even for the first paint`, async ({ page }) => {
      await page.addInitScript((c) => localStorage.setItem('cookie-consent-site', c), choice);
      await page.goto(siteUrl('korepetycje.lol', '/index'));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('cookie-consent')).toBeHidden();
    });
  }

  test('a postponement that has run out asks again', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('cookie-consent-site', 'postpone');
      localStorage.setItem('cookie-consent-site:until', String(Date.now() - 1000));
    });
    await page.goto(siteUrl('korepetycje.lol', '/index'));
    await expect(page.getByTestId('cookie-consent')).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('there is no banner: nothing but the necessary cookies is set, and it could not be answered', async ({
    page,
  }) => {
    await page.goto(siteUrl('korepetycje.lol', '/index'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('cookie-consent')).toBeHidden();
  });
});

/** Holds the app's scripts back, accepts on the server's banner, then lets the app start: the choice must be kept and said. */
async function acceptBeforeTheAppStarts(page: Page, url: string) {
  let release!: () => void;
  const clicked = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await clicked;
    await route.continue();
  });
  // The held scripts hold the load event too: the page is there once its HTML is.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Akceptuję' }).click();
  await expect(page.getByTestId('cookie-consent')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent-site'))).toBe('accept');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Dziękujemy' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ustawienia plików cookie' })).toBeVisible();
  await expect(page.getByTestId('cookie-consent')).toHaveCount(0);
}

test('a click on the banner before the app has started is kept, and the app says so when it starts', async ({
  page,
}) => {
  await acceptBeforeTheAppStarts(page, siteUrl('korepetycje.lol', '/index'));
});

test('on an offer page too, an "Accept" clicked before the app has started is kept and said', async ({ page }) => {
  // A seeded offer, found as a visitor finds one: the first card of a search.
  await page.goto(siteUrl('korepetycje.lol', '/search?q=matematyka'));
  const href = await page.getByTestId('listing-card').first().getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/\/pl\/offer\/[0-9a-f-]{36}$/);
  await acceptBeforeTheAppStarts(page, siteUrl('korepetycje.lol', href!));
});

test('on a signed-in page the banner is there before the app, and stays in place through every frame as the app starts', async ({
  page,
}) => {
  await signInAs(page, ['admin2']);
  // The app's scripts are held back until the banner has been seen without them.
  let release!: () => void;
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await seen;
    await route.continue();
  });
  await page.goto('/dashboards/crm', { waitUntil: 'domcontentloaded' });
  await expect(banner(page)).toBeVisible();
  const before = await banner(page).boundingBox();
  // The app draws the page afresh over the server's (ADR 0026), banner included: what the visitor
  // must never see is a frame without it. Animation-frame callbacks run just before each paint.
  await page.evaluate(() => {
    const w = window as unknown as { framesWithoutBanner: number };
    w.framesWithoutBanner = 0;
    const check = () => {
      const el = document.querySelector('[data-testid="cookie-consent"]');
      if (!el || el.getBoundingClientRect().height === 0) w.framesWithoutBanner += 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.getByRole('heading', { name: 'CRM' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { framesWithoutBanner: number }).framesWithoutBanner)).toBe(0);
  expect(await banner(page).boundingBox()).toEqual(before);
  // And it answers as the app's banner: the choice is kept and said.
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Cookies accepted' })).toBeVisible();
});
