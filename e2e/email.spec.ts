import { DEMO_MEMBER, expect, test } from './support/accounts';
import { signInAs } from './support/session';

/*
 * The e-mail app (issue #35) in two browsers: the demo admin writes to the demo member (a wrong
 * address is refused on its field first), sends, finds it in "Sent"; the member finds it unread in
 * their inbox, opens it, and it is read. The subject carries this run's stamp, so a retry or
 * another run never reads this one's mail. Then the member's phone-width drawer lists the folders.
 */

/** The first render waits for the page chunk and the mailbox: generous on a shared machine. */
const FIRST_RENDER = 45_000;

test('the demo admin sends an internal e-mail that the demo member finds in their inbox and opens', async ({
  page,
  browser,
}) => {
  test.slow();
  const subject = `Stock count ${Date.now().toString(36)}`;
  await signInAs(page, ['admin2']);
  await page.goto('/apps/email');
  await expect(page.getByTestId('email-app')).toBeVisible({ timeout: FIRST_RENDER });

  await page.getByRole('button', { name: 'Compose' }).click();
  const dialog = page.getByRole('dialog', { name: 'New message' });
  await dialog.getByRole('textbox', { name: 'To' }).fill('member@');
  await dialog.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await dialog.getByTestId('email-send').click();
  await expect(dialog.getByText('Enter a valid email address.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'To' }).fill(DEMO_MEMBER.email);
  const editor = dialog.getByRole('textbox', { name: 'Message' });
  await expect(editor).toBeVisible({ timeout: FIRST_RENDER });
  await editor.click();
  await editor.pressSequentially('Please count the shelves by Friday.');
  const sent = page.waitForResponse(
    (res) => res.url().endsWith('/api/email/messages') && res.request().method() === 'POST',
  );
  await dialog.getByTestId('email-send').click();
  expect((await sent).status()).toBe(201);
  await expect(dialog).toBeHidden();

  await page.getByTestId('email-box-sent').click();
  await expect(page.getByTestId('email-row').filter({ hasText: subject })).toHaveCount(1, { timeout: FIRST_RENDER });

  const memberPage = await (await browser.newContext()).newPage();
  await signInAs(memberPage, ['internal']);
  await memberPage.goto('/apps/email');
  const row = memberPage.getByTestId('email-row').filter({ hasText: subject });
  await expect(row).toHaveCount(1, { timeout: FIRST_RENDER });
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row).toContainText('Demo Admin');
  await row.getByRole('button', { name: new RegExp(subject) }).click();
  const reader = memberPage.getByTestId('email-reader');
  await expect(reader.getByRole('heading', { name: subject })).toBeVisible();
  await expect(reader.getByTestId('email-reader-body')).toHaveText('Please count the shelves by Friday.');
  // Back in the list it reads as read.
  await memberPage.getByRole('button', { name: 'Back to the list' }).click();
  await expect(memberPage.getByTestId('email-row').filter({ hasText: subject })).not.toHaveAttribute(
    'data-unread',
    'true',
  );
  // Searched on the server, starred from the list, it is among the starred.
  await memberPage.getByRole('searchbox', { name: 'Search mail' }).fill(subject);
  await expect(memberPage).toHaveURL(/[?&]q=/);
  const found = memberPage.getByTestId('email-row');
  await expect(found).toHaveCount(1);
  await found.getByRole('button', { name: 'Star', exact: true }).click();
  await expect(found.getByRole('button', { name: 'Remove star' })).toBeVisible();
  await memberPage.getByTestId('email-box-starred').click();
  await expect(memberPage.getByTestId('email-row').filter({ hasText: subject })).toHaveCount(1);
  await memberPage.context().close();
});

test('at phone width the folders are in a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page, ['internal']);
  await page.goto('/apps/email/starred');
  await expect(page.getByTestId('email-app')).toBeVisible({ timeout: FIRST_RENDER });
  await expect(page.getByTestId('email-box-inbox')).toBeHidden();
  await page.getByTestId('email-drawer-button').click();
  await expect(page.getByTestId('email-box-starred')).toHaveAttribute('aria-current', 'page');
  await page.getByTestId('email-box-spam').click();
  await expect(page).toHaveURL(/\/apps\/email\/spam$/);
  await expect(page.getByTestId('email-box-inbox')).toBeHidden();
});
