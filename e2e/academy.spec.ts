import type { Page } from '@playwright/test';
import { expect, signInPage, test } from './support/accounts';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/session';

/*
 * The Academy (issue #17) on the seeded demo year: the admin's dashboard draws in both schemes
 * without errors, the demo member sees their courses with progress, a course page shows its
 * lessons and syllabus, and a new member enrols and finishes a lesson.
 */

/** The first render waits for the page chunk, the chart library and the figures: generous on a shared machine. */
const FIRST_RENDER = 45_000;

// Charts, axe and a shared 2-core machine: room for each test's several page loads.
test.describe.configure({ timeout: 180_000 });

// The cookie question, bottom-left, would cover the cards' buttons these tests press.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
});

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the demo admin opens the Academy dashboard in ${scheme}: figures, charts and the course table, no console errors`, async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.emulateMedia({ colorScheme: scheme });
    await signInAs(page, ['admin2']);
    await page.goto('/apps/academy/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Academy' })).toBeVisible({ timeout: FIRST_RENDER });
    for (const id of ['academy-hours', 'academy-enrolments', 'academy-completions', 'academy-learners'])
      await expect(page.getByTestId(`${id}-value`)).toBeVisible({ timeout: FIRST_RENDER });
    // One default period across the dashboards: the Academy opens on 30 days, as the others do.
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    // The seeded year has enrolments in the last 30 days on every site: the charts are drawn.
    // A chart is drawn once it comes into the window (ADR 0021): scrolled to, as a reader would.
    await page.getByTestId('academy-learning').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('academy-learning').locator('.apexcharts-svg')).toBeVisible({
      timeout: FIRST_RENDER,
    });
    await page.getByTestId('academy-topics').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('academy-topics').locator('.apexcharts-svg')).toBeVisible();
    await expect(page.getByTestId('academy-instructors').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByTestId('academy-course-row').first()).toBeVisible();
    expect(await page.getByTestId('academy-course-row').count()).toBeGreaterThan(3);
    if (scheme === 'light') expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('the demo member sees their courses with progress, filters them, and opens one with its lessons', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signInAs(page, ['internal']);
  await page.goto('/apps/academy/my-course');
  await expect(page.getByRole('heading', { level: 1, name: 'My courses' })).toBeVisible({ timeout: FIRST_RENDER });
  // Seeded: one course finished, one half done, one just started.
  const cards = page.getByTestId('my-course');
  await expect(cards).toHaveCount(3, { timeout: FIRST_RENDER });
  await expect(page.getByTestId('my-course-progress').filter({ hasText: '100%' })).toHaveCount(1);
  await expect(page.getByTestId('my-course-progress').filter({ hasText: /^0 of \d+ lessons · 0%$/ })).toHaveCount(1);

  await page.getByRole('button', { name: 'Finished' }).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(cards).toHaveCount(1);
  await page.getByRole('button', { name: 'In progress' }).click();
  await expect(cards).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await cards.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/apps\/academy\/course-details\?id=/);
  await expect(page.getByTestId('course-title')).toBeVisible({ timeout: FIRST_RENDER });
  const lessons = page.getByTestId('syllabus-lesson');
  expect(await lessons.count()).toBeGreaterThan(0);
  await expect(page.getByTestId('course-progress')).toContainText(/\d+ of \d+ lessons/);
  // A lesson chosen in the syllabus is on the stage.
  const second = lessons.nth(1);
  const title = ((await second.locator('.MuiListItemText-primary').textContent()) ?? '').replace(/^\d+\.\s*/, '');
  await second.click();
  await expect(page).toHaveURL(/lesson=/);
  await expect(page.getByTestId('lesson-stage')).toContainText(title);
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a visitor picks a course from the catalogue and sees its lessons, with sign-in to enrol', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/apps/academy/course-details');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible({ timeout: FIRST_RENDER });
  await page
    .getByRole('link', { name: /^View course / })
    .first()
    .click();
  await expect(page.getByTestId('course-title')).toBeVisible({ timeout: FIRST_RENDER });
  await expect(page.getByTestId('syllabus-lesson').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', /redirecturl=/);
  expect(await seriousViolations(page)).toEqual([]);

  // An id that names no course is the not-found page.
  await page.goto('/apps/academy/course-details?id=not-a-course');
  await expect(page.getByText('404')).toBeVisible({ timeout: FIRST_RENDER });
  expect(errors).toEqual([]);
});

test('a new member enrols on a course and marks a lesson completed; it shows in their courses', async ({
  page,
  request,
  makeUser,
}) => {
  const learner = await makeUser('learner');
  await signInPage(page, request, learner.email, learner.password);
  await page.goto('/apps/academy/my-course');
  await expect(page.getByText('You are not enrolled on any course yet.', { exact: false })).toBeVisible({
    timeout: FIRST_RENDER,
  });
  await page.getByRole('link', { name: 'Browse courses' }).click();
  await page
    .getByRole('link', { name: /^View course / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Enrol' }).click();
  await expect(page.getByTestId('course-progress')).toContainText(/^0 of \d+ lessons/);
  await page.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(page.getByTestId('course-progress')).toContainText(/^1 of \d+ lessons/);
  await expect(page.getByRole('button', { name: 'Completed', exact: true })).toBeDisabled();

  await page.goto('/apps/academy/my-course');
  await expect(page.getByTestId('my-course')).toHaveCount(1, { timeout: FIRST_RENDER });
  await expect(page.getByTestId('my-course-progress')).toContainText(/^1 of \d+ lessons/);
});

test('the course table shows five courses a page, and its pager works with the keyboard alone', async ({ page }) => {
  await signInAs(page, ['admin2']);
  await page.goto('/apps/academy/dashboard');
  const table = page.getByTestId('academy-course-table');
  const rows = table.getByTestId('academy-course-row');
  await expect(rows.first()).toBeVisible({ timeout: FIRST_RENDER });
  await expect(rows).toHaveCount(5);
  const shown = (await table.getByText(/^1–5 of \d+$/).textContent()) ?? '';
  const total = Number(/(\d+)$/.exec(shown)?.[1]);
  // The demo site's courses take two pages, and the table pages over every one of them.
  expect(total).toBeGreaterThan(5);
  expect(total).toBeLessThanOrEqual(10);
  const catalogue = (await (await page.request.get('/api/academy/courses')).json()) as { courses: unknown[] };
  expect(total).toBe(catalogue.courses.length);
  const firstCourse = (await rows.first().getByRole('link').textContent()) ?? '';

  // From the last course on the page, Tab reaches the page size, then Next (Previous is disabled on the first page).
  await rows.last().getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(table.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Tab');
  const next = table.getByRole('button', { name: 'Next page' });
  const previous = table.getByRole('button', { name: 'Previous page' });
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table.getByText(`6–${total} of ${total}`)).toBeVisible();
  await expect(rows).toHaveCount(total - 5);
  await expect(rows.first().getByRole('link')).not.toHaveText(firstCourse);
  // Next is disabled on the last page: the focus moves to Previous rather than falling to the page.
  await expect(next).toBeDisabled();
  await expect(previous).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(table.getByText(`1–5 of ${total}`)).toBeVisible();
  await expect(rows.first().getByRole('link')).toHaveText(firstCourse);
  await expect(next).toBeFocused();

  // Ten a page, chosen with the keyboard: every course on one page.
  await page.keyboard.press('Shift+Tab');
  await expect(table.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: '10' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(total);
  await expect(table.getByText(`1–${total} of ${total}`)).toBeVisible();
});

test("the pager speaks the visitor's language (Polish)", async ({ page }) => {
  await signInAs(page, ['admin2']);
  await page.goto('/apps/academy/dashboard?lang=pl');
  const table = page.getByTestId('academy-course-table');
  await expect(table.getByTestId('academy-course-row').first()).toBeVisible({ timeout: FIRST_RENDER });
  await expect(table.getByText('Wierszy na stronę:')).toBeVisible();
  await expect(table.getByText(/^1–5 z \d+$/)).toBeVisible();
  await expect(table.getByRole('button', { name: 'Następna strona' })).toBeEnabled();
});
