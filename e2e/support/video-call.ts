import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiSignIn, expect, signInPage, type E2eUser } from './accounts';

/*
 * Shared by the call specs (issue #16): people signed in in browsers of their own, and the check
 * that a remote picture is live (Chromium's fake camera, playwright.config.ts).
 */

/** A user signed in in a browser context of their own, on a page of the app with the live channel up. */
export async function signedInElsewhere(
  browser: Browser,
  request: APIRequestContext,
  user: E2eUser,
  path: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInPage(page, request, user.email, user.password);
  await page.goto(path);
  // The first page load of a new browser, beside others: allow it more than the default.
  await expect(page.getByTestId('realtime-status')).toContainText('Me: connected', { timeout: 30_000 });
  return page;
}

/** Exactly `count` remote pictures, each live: it has a size and its time moves on. */
export async function expectMovingVideo(page: Page, count = 1) {
  const videos = page.getByTestId('remote-tile').locator('video');
  await expect(videos).toHaveCount(count);
  for (let i = 0; i < count; i += 1) {
    const video = videos.nth(i);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 30_000 })
      .toBeGreaterThan(0);
    const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(start);
  }
}

/** A published listing of `seller` (to call about, or to start a conversation on); its id. */
export async function publishedListing(request: APIRequestContext, seller: E2eUser, name: string): Promise<string> {
  const session = await apiSignIn(request, seller.email, seller.password);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const created = await request.post('/api/listings', {
    headers,
    data: { name, description: '<p>Lessons by video.</p>', priceMinor: 5000, currency: 'EUR', locationText: 'Online' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  expect((await request.post(`/api/listings/${id}/publish`, { headers })).status()).toBe(200);
  return id;
}

/** `buyer` writes to `seller` about a listing of theirs: they are then in each other's conversations. */
export async function converse(request: APIRequestContext, buyer: E2eUser, seller: E2eUser): Promise<void> {
  const listingId = await publishedListing(request, seller, `Chat ${Date.now().toString(36)}`);
  const session = await apiSignIn(request, buyer.email, buyer.password);
  const started = await request.post('/api/conversations', {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { listingId },
  });
  expect(started.status(), await started.text()).toBe(200);
}
