import type { APIRequestContext } from '@playwright/test';
import { apiSignIn, expect, signInPage, test, type E2eUser } from './support/accounts';

/*
 * Conversations about a listing (issue #15), as two members see them in two browsers: the buyer
 * writes from the offer page, the seller is told at once (menu count, navbar bell) without
 * reloading, opens the conversation from the bell and answers, and the buyer reads the answer
 * as it arrives.
 */

async function publishedListing(request: APIRequestContext, seller: E2eUser, name: string): Promise<string> {
  const session = await apiSignIn(request, seller.email, seller.password);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const created = await request.post('/api/listings', {
    headers,
    data: {
      name,
      description: '<p>Two hours, any weekday.</p>',
      priceMinor: 4000,
      currency: 'EUR',
      locationText: 'Kraków',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const published = await request.post(`/api/listings/${id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  return id;
}

test('a buyer writes from the offer page; the seller is told live, answers from the bell, and the buyer sees the answer arrive', async ({
  page,
  browser,
  request,
  makeUser,
}) => {
  test.slow();
  const seller = await makeUser('seller');
  const buyer = await makeUser('buyer');
  const name = `Guitar lessons ${Date.now().toString(36)}`;
  const listingId = await publishedListing(request, seller, name);

  // The seller is on a signed-in page before anything is written.
  const sellerPage = await (await browser.newContext()).newPage();
  await signInPage(sellerPage, request, seller.email, seller.password);
  await sellerPage.goto('/my-items');
  await expect(sellerPage.getByRole('link', { name: /My messages/ })).toBeVisible();
  await expect(sellerPage.getByTestId('nav-unread-messages')).toHaveCount(0);

  // Signed out, the offer page's button leads to sign-in and from there straight into the conversation.
  await page.goto(`/en/offer/${listingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await page.getByRole('link', { name: 'Send a message' }).click();
  await expect(page).toHaveURL(/\/login\?redirecturl=%2Fmy-messages%3Flisting%3D/);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Sign-in, a page load into the app, its start and the conversation's creation: on busy cores
  // that chain took more than the default 10 s.
  await expect(page).toHaveURL(/\/my-messages\?c=[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByTestId('conversation')).toHaveCount(1);
  await expect(page.getByText('No messages yet. Say hello and ask about the offer.')).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Your message' });
  await composer.fill('Hello! Is Saturday possible?');
  await composer.press('Enter');
  await expect(page.getByTestId('message').filter({ hasText: 'Hello! Is Saturday possible?' })).toBeVisible();
  await expect(composer).toHaveValue('');

  // The seller's menu count and bell show it without a reload.
  await expect(sellerPage.getByTestId('nav-unread-messages')).toHaveText('1');
  await sellerPage.getByRole('button', { name: /Notifications, Unread messages: 1/ }).click();
  const note = sellerPage.getByTestId('notification');
  await expect(note).toContainText('Message from E2E buyer');
  await expect(note).toContainText(name);
  await note.click();
  await expect(sellerPage).toHaveURL(/\/my-messages\?c=/);
  await expect(sellerPage.getByTestId('message').filter({ hasText: 'Hello! Is Saturday possible?' })).toBeVisible();
  // Opening it read it: the counts go.
  await expect(sellerPage.getByTestId('nav-unread-messages')).toHaveCount(0);
  await expect(sellerPage.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Shift+Enter makes a new line; Enter sends.
  const reply = sellerPage.getByRole('textbox', { name: 'Your message' });
  await reply.fill('Yes, Saturday works.');
  await reply.press('Shift+Enter');
  await reply.pressSequentially('See you at 10.');
  await reply.press('Enter');
  await expect(sellerPage.getByTestId('message').filter({ hasText: 'See you at 10.' })).toBeVisible();

  // The buyer, still on the conversation, reads the answer as it arrives.
  const answer = page.getByTestId('message').filter({ hasText: 'Yes, Saturday works.' });
  await expect(answer).toBeVisible();
  await expect(answer).toContainText('See you at 10.');
  await sellerPage.context().close();
});

test('someone who has written to nobody sees an empty page that leads to the offers', async ({
  page,
  request,
  makeUser,
}) => {
  const user = await makeUser('quiet');
  await signInPage(page, request, user.email, user.password);
  await page.goto('/my-messages');
  await expect(page.getByRole('heading', { name: 'No messages' })).toBeVisible();
  await page.getByRole('link', { name: 'Browse offers' }).click();
  await expect(page).toHaveURL(/\/search$/);
});

test('the owner of a listing is not offered a conversation with themselves', async ({ page, request, makeUser }) => {
  const seller = await makeUser('owner');
  const listingId = await publishedListing(request, seller, `Piano ${Date.now().toString(36)}`);
  await signInPage(page, request, seller.email, seller.password);
  await page.goto(`/en/offer/${listingId}`);
  await expect(page.getByText('This is your listing', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Open my messages' }).click();
  await expect(page).toHaveURL(/\/my-messages$/);
});

test('My messages opened for a listing that cannot be written about says why and keeps the page usable', async ({
  page,
  request,
  makeUser,
}) => {
  const seller = await makeUser('seller');
  const listingId = await publishedListing(request, seller, `Piano ${Date.now().toString(36)}`);
  await signInPage(page, request, seller.email, seller.password);
  // One's own listing (as when the owner followed the offer page's link before the app had started).
  await page.goto(`/my-messages?listing=${listingId}`);
  await expect(page.getByText('This is your own listing: there is nobody to write to.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-messages$/);
  await expect(page.getByRole('heading', { name: 'No messages', exact: true })).toBeVisible();
  // An address that names no listing: dropped, nothing asked of the server.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/conversations')) asked.push(r.url());
  });
  await page.goto('/my-messages?listing=not-a-listing');
  await expect(page).toHaveURL(/\/my-messages$/);
  await expect(page.getByRole('heading', { name: 'No messages', exact: true })).toBeVisible();
  expect(asked).toEqual([]);
});
