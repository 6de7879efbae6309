import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/session';
import { collectProblems } from './support/problems';

/*
 * The /forms and /tables pages' own behaviour: validation, the wizard, right to left, the server's
 * data table. That every page opens cleanly in light, dark and Arabic, axe-clean, is
 * e2e/template-pages-walk.spec.ts's (its list is the menu's).
 */

async function openPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

test('form validation shows every error on an empty submit, the server’s answer under its field, then sends', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await signInAs(page, ['admin2', 'internal']);
  await openPage(page, '/forms/form-validation', 'Form validation');
  const username = page.getByRole('textbox', { name: 'Username' });

  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  await expect(page.getByText('This field is required.')).toHaveCount(3);
  await expect(page.getByText('Choose one option.')).toHaveCount(2);
  await expect(page.getByText('Pick at least one.')).toBeVisible();
  await expect(
    page.getByRole('checkbox', { name: 'I accept the terms and privacy policy' }),
  ).toHaveAccessibleDescription('Please accept to continue.');

  await username.fill('admin');
  await page.getByRole('textbox', { name: 'Email' }).fill('jane@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('secret123');
  await page.getByRole('spinbutton', { name: 'Age' }).fill('30');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'France' }).click();
  await page.getByRole('radio', { name: 'Team' }).check();
  await page.getByRole('checkbox', { name: 'Code' }).check();
  await page.getByRole('checkbox', { name: 'I accept the terms and privacy policy' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  // The simulated server refuses the name: its answer lands under the field and names it.
  await expect(username).toHaveAccessibleDescription('The server says this username is already taken.');

  await username.fill('jane_doe');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'jane_doe passed every check' })).toBeVisible();
  await expect(username).toHaveValue('');
  expect(problems).toEqual([]);
});

test('the numbered wizard stays on an invalid step and finishes when every step is valid', async ({ page }) => {
  const problems = collectProblems(page);
  await signInAs(page, ['admin2', 'internal']);
  await openPage(page, '/forms/form-wizard-numbered', 'Form wizard: Numbered');
  const stepTitle = page.getByRole('heading', { level: 2, name: /^Step \d of 4/ });
  const next = page.getByRole('button', { name: 'Next' });

  await next.click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(stepTitle).toHaveText('Step 1 of 4: Account details');
  // Jumping ahead from the step list is refused too: it stays on the first invalid step.
  await page.getByRole('tab', { name: /Review/ }).click();
  await expect(stepTitle).toHaveText('Step 1 of 4: Account details');

  await page.getByRole('textbox', { name: 'Username' }).fill('jane');
  await page.getByRole('textbox', { name: 'Email' }).fill('jane@example.com');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret123');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('secret124');
  await next.click();
  await expect(page.getByText('The passwords do not match.')).toBeVisible();
  await expect(stepTitle).toHaveText('Step 1 of 4: Account details');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('secret123');
  await next.click();

  await expect(stepTitle).toHaveText('Step 2 of 4: Personal info');
  await next.click();
  await expect(stepTitle).toHaveText('Step 2 of 4: Personal info');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'First name' }).fill('Jane');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Doe');
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'French' }).click();
  await next.click();

  await expect(stepTitle).toHaveText('Step 3 of 4: Social links');
  await page.getByRole('textbox', { name: 'GitHub' }).fill('github');
  await next.click();
  await expect(page.getByText('Enter a full link starting with https://.')).toBeVisible();
  await page.getByRole('textbox', { name: 'GitHub' }).fill('https://github.com/jane');
  await next.click();

  await expect(stepTitle).toHaveText('Step 4 of 4: Review');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please accept to continue.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'The details above are correct' }).check();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'All steps are complete. Welcome, Jane!' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('in Arabic the forms pages read right to left', async ({ page }) => {
  const problems = collectProblems(page);
  await signInAs(page, ['admin2', 'internal']);
  await page.goto('/forms/form-validation?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'التحقق من النماذج' })).toBeVisible({ timeout: 20_000 });
  // The first field of a row sits on the right.
  const first = await page.getByRole('textbox').nth(0).boundingBox();
  const second = await page.getByRole('textbox').nth(1).boundingBox();
  expect(first && second && first.x).toBeGreaterThan(second?.x ?? Infinity);
  expect(problems).toEqual([]);
});

test('the data table sorts, pages and filters through the server, selects rows and opens a row’s details', async ({
  page,
}) => {
  const problems = collectProblems(page);
  await signInAs(page, ['admin2', 'internal']);
  const customers = (check: (url: URL) => boolean) =>
    page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/ecommerce/customers' && check(url);
    });
  const firstLoad = customers((u) => u.searchParams.get('page') === '1');
  await openPage(page, '/tables/data-table', 'Data table');
  const first = (await (await firstLoad).json()) as { items: { name: string }[]; total: number };
  expect(first.total).toBeGreaterThan(10);
  const table = page.getByRole('table', { name: 'Customers' });
  // Row 0 is the headings.
  const firstName = table.getByRole('row').nth(1);
  await expect(firstName).toContainText(first.items[0]!.name);

  // Sorting by name asks the server for it, and the rows become the server's answer.
  const sorted = customers((u) => u.searchParams.get('sort') === 'name' && u.searchParams.get('order') === 'asc');
  const customerHeading = table.getByRole('columnheader', { name: 'Customer', exact: true });
  await customerHeading.getByRole('button').click();
  const byName = (await (await sorted).json()) as { items: { name: string }[] };
  await expect(customerHeading).toHaveAttribute('aria-sort', 'ascending');
  const names = byName.items.map((i) => i.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await expect(firstName).toContainText(byName.items[0]!.name);

  // The next page is the server's page 2, in the same order.
  const second = customers((u) => u.searchParams.get('page') === '2' && u.searchParams.get('sort') === 'name');
  await page.getByRole('button', { name: 'Next page' }).click();
  const page2 = (await (await second).json()) as { items: { name: string }[] };
  expect(page2.items[0]!.name).not.toBe(byName.items[0]!.name);
  await expect(firstName).toContainText(page2.items[0]!.name);

  // Ticking a row says how many are selected.
  await table.getByRole('checkbox', { name: 'Select row' }).first().check();
  await expect(page.getByRole('status').filter({ hasText: 'Rows selected: 1' })).toBeVisible();

  // A row's details come from the server, opened under the row.
  const row = page2.items[0]!.name;
  const details = page.waitForResponse((r) =>
    /\/api\/ecommerce\/customers\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname),
  );
  const expand = page.getByRole('button', { name: `Show the details of ${row}` });
  await expand.click();
  expect((await details).ok()).toBe(true);
  await expect(expand).toHaveAttribute('aria-expanded', 'true');
  const panel = table.getByRole('region', { name: row });
  await expect(panel.getByRole('heading', { name: 'Addresses' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expand.click();
  await expect(panel).toBeHidden();

  // The search goes to the server too, and starts again at page 1.
  const searched = customers((u) => u.searchParams.get('q') === row && u.searchParams.get('page') === '1');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(row);
  const found = (await (await searched).json()) as { items: { name: string }[] };
  expect(found.items.map((i) => i.name)).toContain(row);
  expect(problems).toEqual([]);
});
