import { expect, test } from './support/accounts';
import { signInAs } from './support/session';

/*
 * The shop's referral programme and customer addresses on the demo shop the first start seeds:
 * the demo admin hands a customer a new code (a bad code is refused on its field first), finds it
 * in the table, records a payout on a seeded code that has earnings open and marks it paid; then
 * edits a customer's billing address and sees it on the tab at once. Codes and amounts carry this
 * run's stamp, so a retry or another run never reads this one's rows.
 */

/** The first render waits for the page chunk and the rows: generous on a shared machine. */
const FIRST_RENDER = 45_000;

interface Row {
  code: string;
  earningsMinor: number;
  paidMinor: number;
  pendingMinor: number;
}

test('an admin creates a referral code, finds it in the table and records a payout that is then paid', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, ['admin2']);
  const listed = page.waitForResponse((res) => res.url().includes('/api/ecommerce/referrals?') && res.ok());
  await page.goto('/apps/ecommerce/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Referrals' })).toBeVisible({ timeout: FIRST_RENDER });
  const { items } = (await (await listed).json()) as { items: Row[] };
  await expect(page.getByTestId('referrals-earnings-value')).toBeVisible({ timeout: FIRST_RENDER });
  const grid = page.getByRole('table', { name: 'Referrals' });

  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await page.getByRole('button', { name: 'New referral code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New referral code' });
  await dialog.getByRole('combobox', { name: 'Referrer' }).fill('a');
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'Code' }).fill('x!');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog.getByText('Use 3–32 letters, digits or dashes')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('textbox', { name: 'Commission' }).fill('12.5');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: /Search by code/ }).fill(code);
  const row = grid.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1, { timeout: FIRST_RENDER });
  await expect(row).toContainText('12.5%');
  await expect(row).toContainText('Active');

  // A seeded code with earnings still open takes a payout of one unit of the currency.
  const earning = items.find((r) => r.earningsMinor - r.paidMinor - r.pendingMinor >= 100);
  expect(earning, 'a seeded code with earnings open').toBeDefined();
  await page.getByRole('searchbox', { name: /Search by code/ }).fill(earning!.code);
  await grid.getByRole('button', { name: `Payouts of ${earning!.code}` }).click({ timeout: FIRST_RENDER });
  const payouts = page.getByRole('dialog', { name: new RegExp(`Payouts of ${earning!.code}`) });
  const paidBefore = await payouts.getByTestId('payouts-paid').textContent();
  const pendingRows = payouts.getByRole('row').filter({ hasText: 'Mark paid' });
  const pendingBefore = await pendingRows.count();
  await payouts.getByRole('textbox', { name: /^Amount/ }).fill('1');
  await payouts.getByRole('button', { name: 'Record payout' }).click();
  await expect(pendingRows).toHaveCount(pendingBefore + 1);
  await pendingRows.first().getByRole('button', { name: 'Mark paid' }).click();
  await expect(pendingRows).toHaveCount(pendingBefore);
  await expect(payouts.getByTestId('payouts-paid')).not.toHaveText(paidBefore ?? '');
});

test("an admin edits a customer's billing address and sees it at once", async ({ page }) => {
  test.slow();
  await signInAs(page, ['admin2']);
  await page.goto('/apps/ecommerce/customer/details/newest');
  await page.getByRole('tab', { name: 'Addresses and billing' }).click({ timeout: FIRST_RENDER });
  const card = page.getByTestId('address-billing');
  await card.getByRole('button', { name: 'Edit billing address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit billing address' });
  const street = `${Date.now() % 100_000} Referral Street`;
  await dialog.getByRole('textbox', { name: 'Street and number' }).fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter the street and number.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name or company' }).fill('Invoice Department');
  await dialog.getByRole('textbox', { name: 'Street and number' }).fill(street);
  await dialog.getByRole('textbox', { name: 'Postal code' }).fill('80-001');
  await dialog.getByRole('textbox', { name: 'City' }).fill('Gdańsk');
  await dialog.getByRole('textbox', { name: /Country code/ }).fill('PL');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(street);
  await expect(card).toContainText('Invoice Department');
  // Saved, not just drawn: a reload shows it too.
  await page.reload();
  await page.getByRole('tab', { name: 'Addresses and billing' }).click({ timeout: FIRST_RENDER });
  await expect(page.getByTestId('address-billing')).toContainText(street);
});
