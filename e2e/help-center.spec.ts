import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { collectProblems } from './support/problems';
import { signInAs } from './support/session';

/*
 * The help center (issue #37, docs/help-center.md): the public front and an article open without a
 * console error or a failed request, axe-clean, in light, dark and Arabic; the search finds an
 * article by a word of its text as the reader types, says so when nothing matches, and opens it;
 * an admin edits an article's title and a signed-out visitor sees the new one.
 */

const HOME = '/front-pages/help-center';
const article = (slug: string) => `${HOME}/article/${slug}`;

/** No cookie question in the way: it would cover what these tests press. */
async function skipCookieQuestion(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
}

// Two tests rather than one, so each stays well within its 60 s on two busy cores.
test('the help center and an article open clean in light and dark', async ({ page }) => {
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(HOME);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, how can we help?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
    await expect(page.getByRole('heading', { name: 'Video calls' })).toBeVisible();
    expect(await seriousViolations(page), `${HOME} ${scheme}`).toEqual([]);
    await page.goto(article('reset-your-password'));
    await expect(page.getByRole('heading', { level: 1, name: 'Reset a forgotten password' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Account' }),
    ).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Turn on two-step sign-in' })).toBeVisible();
    expect(await seriousViolations(page), `article ${scheme}`).toEqual([]);
  }
  expect(problems).toEqual([]);
});

test('in Arabic the help center reads right to left; the search finds an article and opens it', async ({ page }) => {
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  await page.goto(`${HOME}?lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مرحبًا، كيف يمكننا مساعدتك؟' })).toBeVisible();
  expect(await seriousViolations(page), `${HOME} ar`).toEqual([]);
  // An Arabic article links on in Arabic.
  await page.getByRole('link', { name: 'أعد تعيين كلمة مرور منسية' }).first().click();
  await expect(page).toHaveURL(/\/article\/reset-your-password\?lang=ar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'أعد تعيين كلمة مرور منسية' })).toBeVisible();
  expect(await seriousViolations(page), 'article ar').toEqual([]);

  // Search as you type: a word only the body and summary hold, then nothing, then Enter.
  await page.goto(HOME);
  const box = page.getByRole('searchbox', { name: 'Search the help center' });
  const results = page.getByTestId('help-search-results');
  await box.fill('authenticator');
  await expect(results.getByRole('link', { name: 'Turn on two-step sign-in' })).toBeVisible();
  await box.fill('zebra crossing');
  await expect(results.getByText('No article matches “zebra crossing”')).toBeVisible();
  await box.fill('camera microphone');
  await box.press('Enter');
  await results.getByRole('link', { name: 'Start a video call with a seller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start a video call with a seller' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('an admin edits an article’s title and visitors see the new one', async ({ page, browser }) => {
  const problems = collectProblems(page);
  await skipCookieQuestion(page);
  await signInAs(page, ['admin2', 'internal']);
  const path = article('manage-your-sessions');
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'See and end your sessions' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit the article' });
  const title = dialog.getByRole('textbox', { name: 'Title' });
  // Nothing is saved while the form is wrong.
  await title.fill('   ');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await title.fill('Check who is signed in');
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/help-center/articles/') && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Check who is signed in' })).toBeVisible();

  // A visitor, signed out: the server's page (not one it kept from before) has the new title.
  const visitor = await browser.newPage();
  const visitorProblems = collectProblems(visitor);
  await visitor.goto(path);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Check who is signed in' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await visitor.close();
  expect(problems).toEqual([]);
  expect(visitorProblems).toEqual([]);
});
