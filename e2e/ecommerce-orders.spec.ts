import { expect, test } from './support/accounts';
import { signInAs } from './support/session';

/*
 * The orders app (issue #34) on the demo shop the first start seeds: the demo admin finds a paid
 * order by its number, opens it, ships it, sees the step in the status history (who, from, to)
 * and the new status in the list. A unique note tells this run's step from any other.
 */

/** The first render waits for the page chunk and the rows: generous on a shared machine. */
const FIRST_RENDER = 45_000;

test('an admin finds an order by its number, changes its status and sees it in the timeline and the list', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, ['admin2']);
  await page.goto('/apps/ecommerce/order/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible({ timeout: FIRST_RENDER });
  const grid = page.getByRole('table', { name: 'Orders' });

  // Only paid orders: one of them can be shipped. Its number comes from the answer the table shows.
  await expect(grid.getByRole('link', { name: /^#\d+$/ }).first()).toBeVisible({ timeout: FIRST_RENDER });
  const paid = page.waitForResponse(
    (res) => res.url().includes('/api/ecommerce/orders?') && res.url().includes('status=paid') && res.ok(),
  );
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paid' }).click();
  const { items } = (await (await paid).json()) as { items: { number: number }[] };
  const number = String(items[0]!.number);
  await expect(grid.getByRole('link', { name: `#${number}` })).toBeVisible();

  // Back to every status, then found by its number.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Any' }).click();
  await page.getByRole('searchbox', { name: /order number/ }).fill(`#${number}`);
  await expect(grid.getByRole('link', { name: /^#\d+$/ })).toHaveText([`#${number}`]);
  await grid.getByRole('link', { name: `#${number}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Order #${number}` })).toBeVisible({
    timeout: FIRST_RENDER,
  });
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  const note = `Sent with DHL ${Date.now()}`;
  await page.getByRole('button', { name: 'Change status' }).click();
  const dialog = page.getByRole('dialog', { name: `Status of order #${number}` });
  await dialog.getByRole('combobox', { name: 'New status' }).click();
  await page.getByRole('option', { name: 'Shipped' }).click();
  await dialog.getByRole('textbox', { name: 'Note (optional)' }).fill(note);
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  const step = page.getByTestId('timeline-step').last();
  await expect(step).toContainText('Paid → Shipped');
  await expect(step).toContainText('by Demo Admin');
  await expect(step).toContainText(note);

  await page.getByRole('link', { name: 'Back to orders' }).click();
  await page.getByRole('searchbox', { name: /order number/ }).fill(number);
  const row = page
    .getByRole('table', { name: 'Orders' })
    .getByRole('row')
    .filter({ hasText: `#${number}` });
  await expect(row).toContainText('Shipped', { timeout: FIRST_RENDER });
});
