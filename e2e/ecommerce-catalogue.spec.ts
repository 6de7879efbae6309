import sharp from 'sharp';
import { expect as baseExpect, test } from './support/accounts';
import { signInAs } from './support/session';

/*
 * The shop catalogue (issue #34): the demo admin adds a product with a picture, finds it in the
 * products table by searching, changes its price, and deletes it again with the bulk action.
 */

// Saving renders the picture with sharp; page chunks and the table load on a shared machine.
const expect = baseExpect.configure({ timeout: 30_000 });

const bluePng = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 40, g: 90, b: 200 } } })
    .png()
    .toBuffer();

test('an admin adds a product with a picture, finds it by search, edits its price and deletes it', async ({ page }) => {
  test.setTimeout(60_000);
  await signInAs(page, ['admin2']);
  await page.setViewportSize({ width: 1400, height: 900 });
  const name = `Desk lamp ${Date.now().toString(36)}`;

  await page.goto('/apps/ecommerce/product/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill(name);
  await page.getByRole('textbox', { name: 'SKU' }).fill('LAMP-E2E');
  await page.getByRole('textbox', { name: /^Price/ }).fill('49.90');
  await page.getByRole('textbox', { name: 'Units in stock' }).fill('7');
  await page
    .getByTestId('product-image-input')
    .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: await bluePng() });
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();

  // Saved: back on the list, where the search finds it with its picture.
  await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/list$/);
  const grid = page.getByRole('table', { name: 'Products' });
  await page.getByRole('searchbox', { name: 'Search by name, SKU or barcode' }).fill(name);
  const row = grid.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(row).toContainText('$49.90');
  await expect(row.locator('img')).toHaveAttribute('src', /\/api\/product-images\/[0-9a-f]{32}-thumb\.webp$/);

  // Edit the price.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit product' })).toBeVisible();
  const price = page.getByRole('textbox', { name: /^Price/ });
  await expect(price).toHaveValue('49.90');
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await price.fill('39.50');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/apps\/ecommerce\/product\/list$/);
  await page.getByRole('searchbox', { name: 'Search by name, SKU or barcode' }).fill(name);
  await expect(grid.getByRole('row').filter({ hasText: name })).toContainText('$39.50');

  // Clean up through the bulk action: select the row, delete, confirm.
  await grid.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
  await page
    .getByRole('toolbar', { name: 'Actions for the selected products' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Nothing found')).toBeVisible();
});
