import type { Page } from '@playwright/test';
import { expect, signInPage, test } from './support/accounts';

/*
 * The chat app (issue #35), as two members see it in two browsers: one finds the other by name
 * and writes, the other is told at once and answers, each sees the other typing; the status one
 * picks reaches the other live and stays after a reload. Then a phone's width (one pane at a
 * time) and the Arabic page.
 */

const status = (page: Page) => page.getByTestId('chat-status');

test('two users chat live: messages, typing indicator and status', async ({ page, browser, request, makeUser }) => {
  test.slow();
  const tag = Date.now().toString(36);
  const anna = await makeUser(`anna${tag}`);
  const ben = await makeUser(`ben${tag}`);

  const benPage = await (await browser.newContext()).newPage();
  await signInPage(benPage, request, ben.email, ben.password);
  await benPage.goto('/apps/chat');
  await expect(benPage.getByTestId('chat-empty')).toContainText('No chats yet');

  await signInPage(page, request, anna.email, anna.password);
  await page.goto('/apps/chat');
  await expect(page.getByTestId('chat-empty')).toBeVisible();
  // Finding Ben by name starts the chat with him.
  await page.getByTestId('chat-search').fill(`ben${tag}`);
  await page.getByTestId('chat-person').filter({ hasText: ben.name }).click();
  await expect(page).toHaveURL(/\/apps\/chat\?c=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('chat-conversation')).toContainText(ben.name);
  await expect(page.getByText('No messages yet. Say hello!')).toBeVisible();

  const annaComposer = page.getByTestId('chat-composer');
  await annaComposer.fill('Hello Ben!');
  await annaComposer.press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Hello Ben!' })).toBeVisible();
  await expect(annaComposer).toHaveValue('');

  // Ben's list gets the chat, unread, without a reload.
  const benItem = benPage.getByTestId('chat-item').filter({ hasText: anna.name });
  await expect(benItem).toContainText('Hello Ben!');
  await expect(benItem.getByTestId('chat-unread')).toHaveText('1');
  await benItem.click();
  await expect(benPage.getByTestId('chat-message').filter({ hasText: 'Hello Ben!' })).toBeVisible();
  await expect(benItem.getByTestId('chat-unread')).toHaveCount(0);

  // Ben types: Anna sees it; Shift+Enter is a new line, Enter sends.
  const benComposer = benPage.getByTestId('chat-composer');
  await benComposer.pressSequentially('Hi Anna');
  await expect(page.getByTestId('chat-typing')).toHaveText(`${ben.name} is typing…`);
  await benComposer.press('Shift+Enter');
  await benComposer.pressSequentially('how are you?');
  await expect(benComposer).toHaveValue('Hi Anna\nhow are you?');
  await benComposer.press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'how are you?' })).toBeVisible();
  // The message arriving ends the typing line.
  await expect(page.getByTestId('chat-typing')).toHaveText('');

  // Anna turns busy: Ben sees her dot change live; after a reload she is still busy.
  const annaPresence = benPage.getByTestId('chat-conversation').locator('[data-presence]');
  await expect(annaPresence).toHaveAttribute('data-presence', 'online');
  await status(page).click();
  await page.getByTestId('chat-status-busy').click();
  await expect(status(page)).toContainText('Busy');
  await expect(annaPresence).toHaveAttribute('data-presence', 'busy');
  await page.reload();
  await expect(status(page)).toContainText('Busy');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'how are you?' })).toBeVisible();
});

test('at a phone width one pane shows at a time, with a way back to the list', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signInPage(page, request, 'member@demo.test', 'demo-member-password');
  await page.goto('/apps/chat');
  const first = page.getByTestId('chat-item').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page.getByTestId('chat-conversation')).toBeVisible();
  await expect(page.getByTestId('chat-sidebar')).toHaveCount(0);
  await expect(page.getByTestId('chat-message').first()).toBeVisible();
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByTestId('chat-back').click();
  await expect(page.getByTestId('chat-sidebar')).toBeVisible();
  await expect(page.getByTestId('chat-conversation')).toHaveCount(0);
});

test('the chat opens in Arabic, right to left, without console errors', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await signInPage(page, request, 'admin@demo.test', 'demo-admin-password');
  await page.evaluate(() => localStorage.setItem('application-language', 'ar'));
  await page.goto('/apps/chat');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الدردشة' })).toBeAttached();
  await page.getByTestId('chat-item').first().click();
  await expect(page.getByTestId('chat-message').first()).toBeVisible();
  await page.getByTestId('chat-profile-button').click();
  await expect(page.getByTestId('chat-profile')).toContainText('عضو منذ');
  expect(errors).toEqual([]);
});
