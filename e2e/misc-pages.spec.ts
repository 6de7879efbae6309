import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, DEMO_ADMIN } from './support/accounts';
import { seriousViolations } from './support/axe';
import { measureFirstLoad } from './support/first-load';
import { signInAs } from './support/session';
import { collectProblems } from './support/problems';

/*
 * The template's remaining pages (issue #37): dialog examples, FAQ, icons (signed in) and the
 * public coming-soon and under-maintenance pages. The signed-in ones are opened in light, dark and
 * Arabic with axe by the walk (template-pages-walk.spec.ts); here the public ones are, and the
 * pages' own behaviour is checked: the payment dialog refuses
 * a bad card number and takes a test one; the FAQ and icon searches narrow as the reader types;
 * an icon copies its name; the notify-me field refuses a non-address.
 */

const PUBLIC_PAGES = [
  { path: '/pages/misc/coming-soon', title: 'We are launching soon' },
  { path: '/pages/misc/under-maintenance', title: 'Under maintenance' },
] as const;

/** No cookie question in the way: it would cover the buttons these tests press. */
async function skipCookieQuestion(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
}

async function signIn(page: Page) {
  await skipCookieQuestion(page);
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 1400, height: 900 });
}

/** Opens a page and waits for its title, and on the icons page for the icons themselves. */
async function open(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
  if (path === '/pages/icons') await expect(page.getByRole('button', { name: 'IconAB', exact: true })).toBeVisible();
}

test('coming soon and under maintenance are public pages, in light and dark, axe-clean', async ({ page }) => {
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const { path, title } of PUBLIC_PAGES) {
      await open(page, path, title);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
      expect(await seriousViolations(page), `${path} ${scheme}`).toEqual([]);
    }
  }
  expect(problems).toEqual([]);
});

test('in Arabic the FAQ and the dialogs read right to left', async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page);
  await page.goto('/pages/faq?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا، كيف يمكننا مساعدتك؟' })).toBeVisible();
  // The category tabs start at the right, the questions beside them on the left.
  const tabs = await page.getByRole('tablist').boundingBox();
  const panel = await page.getByRole('tabpanel').boundingBox();
  expect(tabs && panel && tabs.x).toBeGreaterThan(panel?.x ?? Infinity);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/pages/dialog-examples?lang=ar');
  await expect(page.getByRole('heading', { level: 2, name: 'طريقة الدفع' })).toBeVisible();
  await page.getByRole('button', { name: 'إضافة بطاقة' }).click();
  const dialog = page.getByRole('dialog', { name: 'إضافة طريقة دفع' });
  await expect(dialog).toBeVisible();
  // The card number stays left to right inside the right-to-left form.
  await expect(dialog.getByLabel('رقم البطاقة')).toHaveAttribute('dir', 'ltr');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});

test('in Arabic the public pages read right to left', async ({ page }) => {
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  for (const { path } of PUBLIC_PAGES) {
    await page.goto(`${path}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'العودة إلى الرئيسية' })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the payment dialog refuses a bad card number and adds a test card', async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page);
  await open(page, '/pages/dialog-examples', 'Dialog examples');
  const opener = page.getByRole('button', { name: 'Add card' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add payment method' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel('Card number').fill('4242 4242 4242 4241');
  await dialog.getByLabel('Name on card').fill('Oliwia Nowak');
  await dialog.getByLabel('Expiry date').fill('0830');
  await expect(dialog.getByLabel('Expiry date')).toHaveValue('08/30');
  await dialog.getByLabel('Security code').fill('123');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('This card number is not valid.')).toBeVisible();
  await expect(dialog.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Card number').fill('4242424242424242');
  await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'The card ending in 4242 was added.' })).toBeVisible();
  // Focus goes back to the button that opened the dialog.
  await expect(opener).toBeFocused();

  // Another dialog: Escape closes it, and the wizard's "Next" checks its step first.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  const wizard = page.getByRole('dialog', { name: 'Create app' });
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Use at least 3 characters.')).toBeVisible();
  await wizard.getByLabel('App name').fill('Shop');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByRole('radio', { name: /^React/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(wizard).toBeHidden();
  expect(problems).toEqual([]);
});

test('the FAQ search narrows to matching questions and says when none match', async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page);
  await open(page, '/pages/faq', 'Hello, how can we help?');
  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  await search.fill('refund');
  await expect(page.getByRole('button', { name: 'When will I get my refund?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Which payment methods do you accept?' })).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: /^Matching questions: \d+$/ })).toBeVisible();
  await page.getByRole('button', { name: 'When will I get my refund?' }).click();
  await expect(page.getByText('Refunds are paid to the original payment method')).toBeVisible();

  await search.fill('xqzzv blorft');
  await expect(page.getByRole('heading', { name: 'No questions found' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('tab', { name: 'Payment' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the icon search finds arrows and a tile copies its name', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = collectProblems(page);
  await signIn(page);
  await open(page, '/pages/icons', 'Icons');
  await page.getByRole('searchbox', { name: 'Search the icons' }).fill('arrow');
  const tile = page.getByRole('button', { name: 'IconArrowLeft', exact: true });
  await expect(tile).toBeVisible();
  await expect(page.getByRole('button', { name: 'IconAB', exact: true })).toBeHidden();

  await tile.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'IconArrowLeft copied to the clipboard.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('IconArrowLeft');

  await page.getByRole('searchbox', { name: 'Search the icons' }).fill('zzqxv');
  await expect(page.getByText('No icon matches “zzqxv”.')).toBeVisible();
  expect(problems).toEqual([]);
});

test("coming soon's notify-me field refuses a non-address and thanks for a real one", async ({ page }) => {
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/pages/misc/coming-soon', 'We are launching soon');
  // The server-rendered form answers once the app has taken the page over.
  await expect(page.getByRole('form', { name: 'Get notified' })).not.toHaveAttribute('aria-disabled', 'true');
  const email = page.getByLabel('E-mail address');
  await email.fill('abc');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await email.fill('jane@example.com');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByRole('status')).toHaveText(/We will write to jane@example.com/);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(problems).toEqual([]);
});

// The whole icon set is a JSON asset fetched by the page, not JavaScript: the page's own chunk is
// under 3 KB. The rest is the signed-in frame every admin page carries, which puts the page at the
// 350 KB target of every page (e2e/first-load-budget.spec.ts): over it by the 19 routes and menu
// entries of stop 42, so a ceiling just above today's weight holds it, with an "over target" note,
// until the frame gets lighter (docs/performance.md).
const ICONS = { target: 350, ceiling: 351 };
test('the icons page loads within its first-load ceiling', async ({ browser, request }) => {
  const session = await apiSignIn(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const load = await measureFirstLoad(browser, '/pages/icons', session, 'ul[aria-label="Icons"] button');
  const kb = load.js / 1024;
  const detail = load.files.map((f) => `${(f.gzip / 1024).toFixed(1)} KB ${f.path}`).join('\n');
  test.info().annotations.push({ type: 'first load', description: `${kb.toFixed(1)} KB of JavaScript (gzip)` });
  expect(
    load.files.some((f) => /\/icons-[\w-]+\.js$/.test(f.path)),
    `the icons page's chunk:\n${detail}`,
  ).toBe(true);
  if (kb > ICONS.target) {
    test
      .info()
      .annotations.push({ type: 'over target', description: `${kb.toFixed(1)} KB, target ${ICONS.target} KB` });
  }
  expect(kb, `JavaScript (KB gzip):\n${detail}`).toBeLessThanOrEqual(ICONS.ceiling);
});
