import { randomUUID } from 'node:crypto';
import type { Page, Response } from '@playwright/test';
import { DEMO_MEMBER, expect, signInPage, test } from './support/accounts';
import { SIGNED_IN } from './support/roles';
import { siteUrl } from './support/sites';

/*
 * A seller's own home (issue #33): on a marketplace site a member's Home is their own dashboard,
 * with their listings and the views of each offer page. A view counts once per visitor per day
 * (no cookie), never the owner's own.
 */

const url = (path: string) => siteUrl('korepetycje.lol', path);
/** The first render of a signed-in page on two busy cores. */
const FIRST_RENDER = 20_000;

const isBeacon = (r: Response) => r.url().endsWith('/api/offer-views') && r.request().method() === 'POST';

async function signIn(page: Page, account: { email: string; password: string } = DEMO_MEMBER) {
  await page.goto(url('/login?lang=en'));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a member on korepetycje.lol finds their listings on Home, with views that rise when another visitor opens an offer', async ({
  page,
  browser,
}) => {
  // Two browsers, a sign-in through the form (a password hash) and four page loads: more than the
  // 60 s of a test when the machine is busy.
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page);
  // Signing in lands on the seller home, and the menu's Home leads there too.
  await expect(page).toHaveURL((u) => u.pathname === '/my-dashboard', { timeout: FIRST_RENDER });
  await page.locator('#main-navigation').getByRole('link', { name: 'My items' }).click();
  await expect(page).toHaveURL(/\/my-items$/);
  const home = page.locator('#main-navigation').getByRole('link', { name: 'Home' });
  await expect(home).toHaveAttribute('href', '/my-dashboard');
  await home.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your home' })).toBeVisible({ timeout: FIRST_RENDER });

  const rows = page.getByTestId('seller-listing');
  await expect(rows.first()).toBeVisible({ timeout: FIRST_RENDER });
  const listingId = await rows.first().getAttribute('data-listing-id');
  expect(listingId).toMatch(/^[0-9a-f-]{36}$/);
  const views = page.locator(`[data-listing-id="${listingId}"]`).getByTestId('listing-views');
  const before = Number(await views.innerText());

  // The owner opening their own offer page (another tab) is not a view.
  const ownTab = await page.context().newPage();
  const own = ownTab.waitForResponse(isBeacon);
  await ownTab.goto(url(`/en/offer/${listingId}`));
  expect(await (await own).json()).toEqual({ counted: false });
  await ownTab.close();

  // Another visitor, signed out, in a browser of their own (a user agent no earlier run has used
  // today: a visitor counts once a day).
  const visitor = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) e2e-visitor/${randomUUID()}`,
  });
  const other = await visitor.newPage();
  const counted = other.waitForResponse(isBeacon);
  await other.goto(url(`/en/offer/${listingId}`));
  expect(await (await counted).json()).toEqual({ counted: true });
  // Coming back the same day does not count again.
  const again = other.waitForResponse(isBeacon);
  await other.reload();
  expect(await (await again).json()).toEqual({ counted: false });
  await visitor.close();

  // The home asks again when the period changes; back on the 30 days, today's view is counted.
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page).toHaveURL(/period=7d/);
  await page.getByRole('button', { name: '30 days' }).click();
  // The default period is not written in the address.
  await expect(page).toHaveURL((u) => !u.searchParams.has('period'));
  await expect(views).toHaveText(String(before + 1), { timeout: FIRST_RENDER });
});

test('on a phone the seller home shows its figures and listings within the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await expect(page).toHaveURL((u) => u.pathname === '/my-dashboard', { timeout: FIRST_RENDER });
  await expect(page.getByTestId('seller-listing').first()).toBeVisible({ timeout: FIRST_RENDER });
  await expect(page.getByTestId('seller-stat-views-value')).toBeVisible();
  // Nothing wider than the screen: no sideways scroll of the page.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a new seller without a listing is asked to add the first one', async ({ page, request, makeUser }) => {
  const user = await makeUser('new-seller');
  await signInPage(page, request, user.email, user.password, url('').replace(/\/$/, ''));
  await page.goto(url('/my-dashboard?lang=en'));
  await expect(page.getByTestId('seller-home-empty')).toBeVisible({ timeout: FIRST_RENDER });
  await expect(page.getByText('You have no listings yet')).toBeVisible();
  await page.getByRole('link', { name: 'Add your first listing' }).click();
  await expect(page).toHaveURL(/\/add-new$/);
});

test.describe('an administrator who also sells', () => {
  test.use({ storageState: SIGNED_IN.admin });

  test("reaches their own selling dashboard from the account menu (their Home is the site's admin landing)", async ({
    page,
  }) => {
    await page.goto(url('/pages/account-settings/account?lang=en'));
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'My selling dashboard' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/my-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Your home' })).toBeVisible({ timeout: FIRST_RENDER });
  });
});
