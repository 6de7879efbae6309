import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/session';
import { collectProblems } from './support/problems';

/*
 * The /extensions/* template pages (issue #36), what only they do: the swiper mirrored in Arabic,
 * the navigation example's Next button turning to slide 2; the tour walking the real navbar with
 * Back, Next and Finish, opening the customizer, Escape ending it, axe-clean with its card open.
 * Opening them in light, dark and Arabic without a problem is the walk's (template-pages-walk.spec.ts).
 */

async function signIn(page: Page) {
  // The cookie question, bottom-left, would cover the examples these tests press.
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 1400, height: 900 });
}

/** The card of one example, found by its title. */
const cardOf = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** Opens the swiper page and waits for its examples to have started (Swiper marks them so). */
async function openSwiper(page: Page, query = '') {
  await page.goto(`/extensions/swiper${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.swiper-initialized')).not.toHaveCount(0);
}

async function openTour(page: Page, query = '') {
  await page.goto(`/extensions/tour${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

// Opening each page in light, dark and Arabic with axe is the walk's (template-pages-walk.spec.ts);
// here, what only these pages do: the tour's card open over the page, checked by axe as well.
test('the tour page is axe-clean with the tour on, and Escape closes it', async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page);
  await openTour(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Tour' })).toBeVisible();
  await page.getByRole('button', { name: 'Start the tour' }).click();
  // With the tour's card open: the dimmed page and the card are checked as well.
  await expect(page.getByTestId('tour-card')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tour-card')).toBeHidden();
  expect(problems).toEqual([]);
});

test('in Arabic the swiper runs right to left', async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page);
  await openSwiper(page, '?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'شريط التمرير' })).toBeVisible();
  const nav = cardOf(page, 'التنقل');
  await expect(nav.locator('.swiper')).toHaveClass(/swiper-rtl/);
  await nav.getByRole('button', { name: 'الشريحة التالية' }).click();
  const active = nav.locator('.swiper-slide-active');
  await expect(active).toHaveAttribute('aria-label', '2 من 8');
  // The slide shown starts at the card's right edge, as a right-to-left reader expects.
  await expect
    .poll(async () => {
      const [slide, swiper] = await Promise.all([active.boundingBox(), nav.locator('.swiper').boundingBox()]);
      return slide && swiper ? Math.round(swiper.x + swiper.width - (slide.x + slide.width)) : null;
    })
    .toBe(0);
  expect(problems).toEqual([]);
});

test('in Arabic the tour speaks Arabic', async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page);
  await openTour(page, '?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'جولة تعريفية' })).toBeVisible();
  await page.getByRole('button', { name: 'ابدأ الجولة' }).click();
  const card = page.getByTestId('tour-card');
  await expect(card).toContainText('الخطوة 1 من 7');
  await expect(card).toHaveAccessibleName('البحث');
  // In right-to-left the arrow pointing left goes forward.
  await expect(card).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(card).toHaveAccessibleName('اللغة');
  expect(await seriousViolations(page), 'tour ar').toEqual([]);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  expect(problems).toEqual([]);
});

test('the navigation example turns to slide 2 with Next, and the page fits a 390 px phone', async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page);
  await openSwiper(page);
  const nav = cardOf(page, 'Navigation');
  const active = nav.locator('.swiper-slide-active');
  await expect(active).toHaveAttribute('aria-label', '1 of 8');
  await expect(active).toContainText('Dawn');
  await nav.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).toHaveAttribute('aria-label', '2 of 8');
  await expect(active).toContainText('Noon');
  await expect(active.getByRole('img')).toHaveAttribute('alt', /Green hills/);
  await nav.getByRole('button', { name: 'Previous slide' }).click();
  await expect(active).toHaveAttribute('aria-label', '1 of 8');

  // The example's own file behind "Show code".
  await nav.getByRole('button', { name: 'Show code' }).click();
  await expect(nav.locator('pre')).toContainText('export default function SwiperNavigation()');

  // On a phone nothing sticks out sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(problems).toEqual([]);
});

/** The tour's stops on a wide screen: the card's title and the data-tour handle of what it lights. */
const STOPS = [
  ['Search', 'search'],
  ['Language', 'language'],
  ['Light or dark', 'theme'],
  ['Notifications', 'notifications'],
  ['Your account', 'user-menu'],
  ['Customizer', 'customizer'],
  ['The customizer', 'customizer-drawer'],
] as const;

test('the tour walks the real navbar and the customizer with Back, Next and Finish; Escape ends it', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await signIn(page);
  await openTour(page);
  const start = page.getByRole('button', { name: 'Start the tour' });
  const card = page.getByTestId('tour-card');
  const drawer = page.getByRole('dialog', { name: 'Theme customizer' });
  const lit = page.locator('[data-tour-highlighted="true"]');

  /** The card shows stop `i` and the control it names is the one lit. */
  const atStop = async (i: number) => {
    const [title, handle] = STOPS[i] as (typeof STOPS)[number];
    await expect(card).toHaveAccessibleName(title);
    await expect(card).toContainText(`Step ${i + 1} of ${STOPS.length}`);
    await expect(lit).toHaveCount(1);
    await expect(lit).toHaveAttribute('data-tour', handle);
    await expect(card).toBeFocused();
  };

  await start.click();
  await atStop(0);
  await expect(card.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Next' }).click();
  await atStop(1);
  // Back returns to the search.
  await card.getByRole('button', { name: 'Back' }).click();
  await atStop(0);
  for (let i = 1; i < STOPS.length; i++) {
    await card.getByRole('button', { name: 'Next' }).click();
    await atStop(i);
  }
  // The last stop opened the customizer, and the card stays usable above it.
  await expect(drawer).toBeVisible();
  await card.getByRole('button', { name: 'Back' }).click();
  await atStop(5);
  await expect(drawer).toBeHidden();
  await card.getByRole('button', { name: 'Next' }).click();
  await atStop(6);
  await expect(drawer).toBeVisible();
  await card.getByRole('button', { name: 'Finish' }).click();
  await expect(card).toBeHidden();
  await expect(drawer).toBeHidden();
  await expect(lit).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'You finished the tour.' })).toBeVisible();
  await expect(start).toBeFocused();

  // Escape ends the tour at any step, the customizer's included.
  await start.click();
  await atStop(0);
  await page.keyboard.press('ArrowRight');
  await atStop(1);
  await card.getByRole('button', { name: 'Next' }).click();
  await atStop(2);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Tour closed at step 3 of 7.' })).toBeVisible();
  await expect(start).toBeFocused();

  await start.click();
  await atStop(0);
  for (let i = 1; i < STOPS.length; i++) {
    await card.getByRole('button', { name: 'Next' }).click();
    await atStop(i);
  }
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(drawer).toBeHidden();
  await expect(start).toBeFocused();
  expect(problems).toEqual([]);
});
