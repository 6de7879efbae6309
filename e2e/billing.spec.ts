import type { Page } from '@playwright/test';
import { apiSignIn, expect, test } from './support/accounts';
import { seriousViolations } from './support/axe';
import { collectProblems } from './support/problems';
import { signInAs } from './support/session';

/*
 * Plans and the free trial (issue #37): the public checkout asks a signed-out buyer to sign in,
 * refuses a card number whose check digit is wrong, completes with the test card (order number
 * and trial end shown, the order readable through the API), and the account's billing tab shows
 * the plan with its trial end and cancels it; the pricing pages' yearly switch changes the
 * prices; every new page opens without a console error or failed request and axe-clean, in
 * light, dark and Arabic.
 */

const PUBLIC_PAGES = [
  { path: '/front-pages/pricing', title: 'Pricing plans', ar: 'الخطط والأسعار' },
  { path: '/front-pages/checkout?plan=standard&period=yearly', title: 'Checkout', ar: 'إتمام الشراء' },
  { path: '/front-pages/payment?plan=enterprise&period=monthly', title: 'Payment', ar: 'الدفع' },
] as const;

/** No cookie question in the way: it would cover the buttons these tests press. */
async function skipCookieQuestion(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
}

/** The standard plan's card price (the shared plan list: $49 a month, $490 a year). */
const standardPrice = (page: Page) => page.getByTestId('plan-standard').getByTestId('plan-price');

test('checkout: sign in first, a bad card is refused, the test card starts the trial shown in the billing tab', async ({
  page,
  makeUser,
}) => {
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  await page.setViewportSize({ width: 1300, height: 900 });

  // Signed out: the page is the server's, and the form asks for an account first.
  await page.goto('/front-pages/checkout?plan=standard&period=yearly');
  await expect(page.getByTestId('checkout-account-step')).toBeVisible();
  await expect(page.getByTestId('checkout-account-step').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
    'href',
    `/login?redirecturl=${encodeURIComponent('/front-pages/checkout?plan=standard&period=yearly')}`,
  );
  await expect(page.getByTestId('order-summary')).toContainText('3 months');

  const user = await makeUser('billing');
  const session = await apiSignIn(page.request, user.email, user.password);
  await page.evaluate((s) => {
    localStorage.setItem('userId', s.userId);
    localStorage.setItem('accessToken', s.accessToken);
    localStorage.setItem('apiToken', s.apiToken);
    localStorage.setItem('userAbilityRules', JSON.stringify(s.userAbilityRules));
  }, session);
  await page.reload();

  const form = page.getByRole('form', { name: 'Billing details' });
  await expect(form).toBeVisible();
  await expect(page.getByTestId('test-mode-notice')).toContainText('4242 4242 4242 4242');
  await form.getByLabel('Full name').fill('Ada Lovelace');
  await form.getByLabel('Billing e-mail').fill('ada@example.test');
  await form.getByLabel('Address').fill('ul. Długa 5, Warszawa');
  await form.getByLabel('Country').selectOption('PL');
  await form.getByLabel('Card number').fill('4242 4242 4242 4241');
  await form.getByLabel('Expiry date').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Start free trial' }).click();
  await expect(form.getByText('This card number is not valid. Check the digits.')).toBeVisible();

  const auth = { authorization: `Bearer ${session.accessToken}` };
  const none = await page.request.get('/api/billing/subscription', { headers: auth });
  expect((await none.json()).orders).toEqual([]);

  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/billing/checkout'));
  await form.getByRole('button', { name: 'Start free trial' }).click();
  expect((await answer).status()).toBe(201);
  const done = page.getByTestId('checkout-done');
  await expect(done).toBeVisible();
  const number = (await page.getByTestId('order-number').textContent())!.match(/#(\d+)/)![1];
  await expect(page.getByTestId('trial-end')).toContainText('Your free trial ends on');
  const trialText = await page.getByTestId('trial-end').textContent();

  // The order record, through the API: brand and last four digits only.
  const mine = await (await page.request.get('/api/billing/subscription', { headers: auth })).json();
  expect(mine.orders).toHaveLength(1);
  expect(mine.orders[0]).toMatchObject({
    number: Number(number),
    plan: 'standard',
    period: 'yearly',
    amountMinor: 49_000,
    cardBrand: 'visa',
    cardLast4: '4242',
    status: 'paid-test-mode',
  });
  expect(mine.subscription).toMatchObject({ plan: 'standard', status: 'trialing' });

  // The billing tab: the plan, the same trial end, the order; cancelling asks first.
  await done.getByRole('link', { name: 'Manage your plan' }).click();
  await expect(page).toHaveURL(/\/pages\/account-settings\/billing$/);
  const current = page.getByTestId('billing-current-plan');
  await expect(current).toContainText('Standard');
  await expect(page.getByTestId('billing-trial-end')).toHaveText(trialText!);
  await expect(page.getByTestId('billing-order')).toContainText(`#${number}`);
  await expect(page.getByTestId('billing-order')).toContainText('Visa ending in 4242');
  expect(await seriousViolations(page)).toEqual([]);
  await current.getByRole('button', { name: 'Cancel plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your plan?' });
  await dialog.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('billing-empty')).toBeVisible();
  await expect(page.getByTestId('billing-empty').getByRole('link', { name: 'See plans' })).toHaveAttribute(
    'href',
    '/pages/pricing',
  );
  expect(problems).toEqual([]);
});

/** Opens a page in a scheme and language, waits for its heading, and checks it with axe. */
async function openClean(page: Page, path: string, scheme: 'light' | 'dark', arabic: boolean) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.goto(arabic ? `${path}${path.includes('?') ? '&' : '?'}lang=ar` : path);
  await expect(page.locator('html')).toHaveAttribute('dir', arabic ? 'rtl' : 'ltr');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page), `${path} ${scheme}${arabic ? ' ar' : ''}`).toEqual([]);
}

/** Light, dark, then Arabic (dark). */
const VARIANTS = [
  ['light', false],
  ['dark', false],
  ['dark', true],
] as const;

test('/pages/pricing: the yearly switch changes the prices and the cards lead to the checkout', async ({ page }) => {
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/pages/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing plans' })).toBeVisible();
  await expect(standardPrice(page)).toHaveText('$49.00');
  await page.getByRole('switch', { name: 'Pay yearly' }).check();
  await expect(standardPrice(page)).toHaveText('$490.00');
  await expect(page.getByTestId('plan-standard').getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
    'href',
    '/front-pages/checkout?plan=standard&period=yearly',
  );
  expect(problems).toEqual([]);
});

// /pages/pricing opens in light, dark and Arabic with axe in the walk (template-pages-walk.spec.ts);
// the billing tab is an account page, so here. One signed-in page, three looks: the admin chrome
// starts slower than a server-rendered page on two busy cores, hence the longer limit.
test('the billing tab, signed in, in light, dark and Arabic: axe-clean', async ({ page }) => {
  test.slow();
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 1400, height: 900 });
  for (const [scheme, arabic] of VARIANTS) {
    await openClean(page, '/pages/account-settings/billing', scheme, arabic);
    await expect(page.getByTestId('billing-current-plan')).toBeVisible();
  }
  expect(problems).toEqual([]);
});

for (const { path, title, ar } of PUBLIC_PAGES) {
  test(`${path}: server-rendered, light, dark and Arabic, axe-clean`, async ({ page }) => {
    const problems = collectProblems(page);
    await skipCookieQuestion(page);
    await page.setViewportSize({ width: 1300, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // Search engines: the page's own description.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\w{4}/);
    if (path === '/front-pages/pricing') {
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Basic for free/);
      // The switch is an island: it answers once hydrated.
      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      await expect(standardPrice(page)).toHaveText('$49.00');
      await page.getByRole('switch', { name: 'Pay yearly' }).check();
      await expect(standardPrice(page)).toHaveText('$490.00');
    } else {
      await expect(page.getByTestId('checkout-account-step')).toBeVisible();
    }
    for (const [scheme, arabic] of VARIANTS) await openClean(page, path, scheme, arabic);
    await expect(page.getByRole('heading', { level: 1, name: ar })).toBeVisible();
    expect(problems).toEqual([]);
  });
}
