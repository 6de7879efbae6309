import { readFile } from 'node:fs/promises';
import { expect, test } from './support/accounts';
import { signInAs } from './support/session';
import { pdfToText } from '../src/server/modules/invoices/pdf-to-text';

/*
 * The invoice app (issue #34): an admin writes an invoice with two lines and tax, sees the live
 * total, saves it, previews it, downloads the server's PDF (whose text holds the same total) and
 * e-mails it (the dev outbox keeps the mail with the PDF named as its attachment).
 */

/** The first render waits for the page chunk and the data: generous on a shared machine. */
const FIRST_RENDER = 45_000;

test('an admin creates an invoice with two lines and tax, previews it, downloads and sends its PDF', async ({
  page,
}) => {
  test.slow();
  await signInAs(page, ['admin2']);
  const client = `E2E Client ${Date.now().toString(36)}`;
  const email = `${client.replace(/\W+/g, '-').toLowerCase()}@example.test`;

  await page.goto('/apps/invoice/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible({ timeout: FIRST_RENDER });
  await page.getByRole('textbox', { name: /^Name/ }).fill(client);
  await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  // The currency starts as the interface language's: US dollars in English.
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText('USD');

  const lines = page.getByTestId('invoice-line');
  await lines.nth(0).getByLabel('Description').fill('Design work, days');
  await lines.nth(0).getByLabel('Quantity').fill('2');
  await lines.nth(0).getByLabel('Unit price').fill('150');
  await page.getByRole('button', { name: 'Add item' }).click();
  await lines.nth(1).getByLabel('Description').fill('Hosting');
  await lines.nth(1).getByLabel('Quantity').fill('1');
  await lines.nth(1).getByLabel('Unit price').fill('49.99');
  await page.getByLabel('Tax rate (%)').fill('23');
  // 2 x 150 + 49.99 = 349.99; 23 % tax = 80.50; total 430.49, computed as the server will.
  await expect(page.getByTestId('invoice-totals')).toContainText('$430.49');

  await page.getByRole('button', { name: 'Save invoice' }).click();
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/, { timeout: FIRST_RENDER });
  const number = page.url().split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: `Invoice #${number}` })).toBeVisible();
  await expect(page.getByTestId('invoice-sums')).toContainText('$430.49');
  await expect(page.getByText(client)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfToText(pdf);
  expect(text).toContain('$430.49');
  expect(text).toContain(client);

  await page.getByRole('button', { name: 'Send by e-mail' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send with PDF' }).click();
  await expect(page.getByText(`Invoice sent to ${email}.`)).toBeVisible();
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const [mail] = (await outbox.json()) as { subject: string; text: string }[];
  expect(mail?.subject).toContain(`#${number}`);
  expect(mail?.text).toContain(`invoice-${number}.pdf (application/pdf`);

  // A payment recorded by mistake: paid in full, then deleted after confirming, sent again.
  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Save payment' }).click();
  await expect(page.locator('.MuiChip-root').getByText('Paid', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: /^Delete the payment of \$430\.49/ }).click();
  await expect(page.getByRole('dialog')).toContainText('Delete this payment?');
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No payments recorded yet.')).toBeVisible();
  await expect(page.getByText('Sent', { exact: true })).toBeVisible();

  // The list finds it by the client's name.
  await page.goto('/apps/invoice/list');
  await page.getByLabel('Search by client or number').fill(client);
  await expect(page.getByRole('link', { name: `#${number}` })).toBeVisible({ timeout: FIRST_RENDER });
});

test("the template's preview and edit addresses open the seeded invoice #5036", async ({ page }) => {
  await signInAs(page, ['admin2']);
  await page.goto('/apps/invoice/preview/5036');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice #5036' })).toBeVisible({ timeout: FIRST_RENDER });
  await page.goto('/apps/invoice/edit/5036');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice #5036' })).toBeVisible({
    timeout: FIRST_RENDER,
  });
  await expect(page.getByTestId('invoice-line')).toHaveCount(3);
});
