import { expect, signInPage, test } from './support/accounts';
import { expectMovingVideo, publishedListing, signedInElsewhere } from './support/video-call';

/*
 * A video call about an offer (issue #16), peer to peer, in two browsers with Chromium's fake
 * camera and microphone (playwright.config.ts): the buyer opens the call from the offer page, the
 * seller accepts in the popup that shows on any page, each sees the other's picture moving, and
 * leaving takes the tile away; a declined call is reported to the caller. People are shown by the
 * names of their accounts (issue #33), whatever name a browser sends.
 */

test('a buyer calls the owner from the offer page; the owner accepts in the popup, both see each other, and leaving takes the tile away', async ({
  page,
  browser,
  request,
  makeUser,
}) => {
  test.slow();
  const seller = await makeUser('callee');
  const buyer = await makeUser('caller');
  const listing = `Cello lessons ${Date.now().toString(36)}`;
  const listingId = await publishedListing(request, seller, listing);

  // The owner is somewhere in the app, not on the call screen.
  const sellerPage = await signedInElsewhere(browser, request, seller, '/my-items');

  await signInPage(page, request, buyer.email, buyer.password);
  await page.goto(`/en/offer/${listingId}`);
  // The server's page is a visitor's, whose button leads to sign-in; the buyer's own page (drawn
  // once the app has started) leads to the call.
  const call = page.getByRole('link', { name: 'Video call' });
  await expect(call).toHaveAttribute('href', new RegExp(`^/my-call\\?to=${seller.id}&`));
  await call.click();
  await expect(page).toHaveURL(new RegExp(`/my-call\\?to=${seller.id}&`));
  const room = `${buyer.id}_${seller.id}`;
  // Titled for people, the room (SPEC's caller_callee) below it in small.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Call with E2E callee about ${listing}`);
  await expect(page.getByTestId('call-room-name')).toHaveText(`Room: ${room}`);
  await expect(page.getByLabel('Room')).toHaveValue(room);
  await expect(page.getByLabel('Your name')).toHaveValue(`Participant${buyer.id}`);
  // A name typed here goes to the call service only: the others see the account's.
  await page.getByLabel('Your name').fill('The Bank');
  await page.getByRole('button', { name: 'Join a meeting' }).click();
  await expect(page.getByRole('button', { name: 'Leave meeting' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Call with E2E callee about ${listing}`);
  await expect(page.getByTestId('call-room-name')).toHaveText(`Room: ${room}`);
  await expect(page.getByTestId('local-tile')).toContainText('E2E caller (You)');
  await expect(page.getByTestId('call-invitation-status')).toContainText('Calling E2E callee');

  // The owner's popup names the caller's account and the listing; Accept opens the call and joins it.
  const invitation = sellerPage.getByTestId('call-invitation');
  await expect(invitation).toContainText('E2E caller is calling you');
  await expect(invitation).toContainText(listing);
  await expect(invitation).not.toContainText('The Bank');
  await expect(invitation).not.toContainText(buyer.id);
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(sellerPage).toHaveURL(/\/my-call\?room=/);
  await expect(sellerPage.getByRole('button', { name: 'Leave meeting' })).toBeVisible();
  await expect(sellerPage.getByRole('heading', { level: 1 })).toHaveText(`Call with E2E caller about ${listing}`);

  await expect(sellerPage.getByTestId('remote-tile')).toContainText('E2E caller');
  await expect(page.getByTestId('remote-tile')).toContainText('E2E callee');
  // "accepted and joining" is old news once the owner is in.
  await expect(page.getByTestId('call-invitation-status')).toHaveCount(0);
  await expectMovingVideo(sellerPage);
  await expectMovingVideo(page);

  // Leaving: the one who stays is told, and the camera goes off on the way out.
  await page.getByRole('button', { name: 'Leave meeting' }).click();
  await expect(page.getByRole('button', { name: 'Join a meeting' })).toBeVisible();
  await expect(page.getByTestId('call-preview').locator('video')).toHaveCount(0);
  await expect(sellerPage.getByTestId('remote-tile')).toHaveCount(0);
  await expect(sellerPage.getByTestId('call-left-notice')).toHaveText('E2E caller left the call');
  await expect(sellerPage.getByText('Waiting for the others to join…')).toBeVisible();
  await sellerPage.context().close();
});

test('a declined call says so to the caller, who leaves the empty room, and the popup goes', async ({
  page,
  browser,
  request,
  makeUser,
}) => {
  test.slow();
  const seller = await makeUser('decliner');
  const buyer = await makeUser('hopeful');
  const sellerPage = await signedInElsewhere(browser, request, seller, '/my-messages');

  await signInPage(page, request, buyer.email, buyer.password);
  // `name` is what the offer page knew; the account's name takes its place once known.
  await page.goto(`/my-call?to=${seller.id}&name=Dora`);
  await page.getByRole('button', { name: 'Join a meeting' }).click();
  await expect(page.getByTestId('call-invitation-status')).toContainText('Calling E2E decliner');

  await sellerPage.getByTestId('call-invitation').getByRole('button', { name: 'Decline' }).click();
  await expect(sellerPage.getByTestId('call-invitations')).toHaveCount(0);
  await expect(page.getByTestId('call-invitation-status')).toContainText('E2E decliner declined the call.');
  // Nobody to wait for: back at the join dialog, the camera off.
  await expect(page.getByRole('button', { name: 'Join a meeting' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave meeting' })).toHaveCount(0);
  await expect(page.getByTestId('call-preview').locator('video')).toHaveCount(0);
  await sellerPage.context().close();
});

test('a visitor is asked to sign in, and nobody can join without a room and a name', async ({ page }) => {
  await page.goto('/my-call');
  // The call screen is the browser's (the server sends a spinner): in two full runs on busy cores
  // the app took over 10 s to take this page over here, while it passed alone (closing note).
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 30_000 });
  const login = page.getByRole('link', { name: 'Login' });
  await expect(login).toBeVisible();
  await expect(login).toHaveAttribute('aria-disabled', 'true');
  await page.getByLabel('Room').fill('someone_else');
  await page.getByLabel('Your name').fill('Vic');
  await expect(login).not.toHaveAttribute('aria-disabled', 'true');
  // SPEC.md section 4's join-on-accept option: on by default, and remembered.
  const joinOnAccept = page.getByRole('switch', { name: 'Join the call as soon as the person I call accepts' });
  await expect(joinOnAccept).toBeChecked();
  await joinOnAccept.uncheck();
  await login.click();
  await expect(page).toHaveURL(/\/login\?redirecturl=%2Fmy-call/);
  await page.goto('/my-call');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 30_000 });
  await expect(joinOnAccept).not.toBeChecked();
});

test('the join button follows the access token; without the live-channel token joining asks for a fresh sign-in', async ({
  page,
  request,
  makeUser,
}) => {
  const user = await makeUser('tokenless');
  await signInPage(page, request, user.email, user.password);
  // A session kept from before the live-channel token existed: the access token alone.
  await page.evaluate(() => localStorage.removeItem('apiToken'));
  await page.goto('/my-call?room=some_room');
  await page.getByLabel('Your name').fill('Tess');
  const join = page.getByRole('button', { name: 'Join a meeting' });
  await expect(join).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await join.click();
  await expect(page).toHaveURL(/\/login\?redirecturl=%2Fmy-call/);
});

test('over plain http on another address, the call screen says calls need HTTPS before anything fails', async ({
  page,
}) => {
  // localhost counts as secure: the page is told it is not, as on http://192.168.x.x.
  await page.addInitScript(() => Object.defineProperty(window, 'isSecureContext', { value: false }));
  await page.goto('/my-call?room=some_room');
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('call-insecure')).toContainText('Video calls need a secure connection');
  await expect(page.getByTestId('call-insecure')).toContainText('HTTPS');
  await expect(page.getByRole('button', { name: 'Join a meeting' })).toHaveCount(0);
});

test('a signed-in stranger is refused a room that is not theirs, and told so', async ({ page, request, makeUser }) => {
  const stranger = await makeUser('stranger');
  await signInPage(page, request, stranger.email, stranger.password);
  await page.goto('/my-call?room=aaaa_bbbb');
  await page.getByLabel('Your name').fill('Stan');
  await page.getByRole('button', { name: 'Join a meeting' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave meeting' })).toHaveCount(0);
});

test("a visitor's Video call on an offer leads through sign-in straight to the call screen for the owner", async ({
  page,
  request,
  makeUser,
}) => {
  const seller = await makeUser('callee');
  const buyer = await makeUser('caller');
  const listingId = await publishedListing(request, seller, `Flute lessons ${Date.now().toString(36)}`);
  await page.goto(`/en/offer/${listingId}`);
  await page.getByRole('link', { name: 'Video call' }).click();
  await expect(page).toHaveURL(/\/login\?redirecturl=%2Fmy-call%3Fto%3D/);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-call\\?to=${seller.id}&`));
  await expect(page.getByLabel('Room')).toHaveValue(`${buyer.id}_${seller.id}`);
  await expect(page.getByRole('button', { name: 'Join a meeting' })).toBeVisible();
});

test('a token request the service refuses says "Failed to get token" with the service’s reason', async ({
  page,
  request,
  makeUser,
}) => {
  const member = await makeUser('notoken');
  await signInPage(page, request, member.email, member.password);
  // The token service answers an error the user can do nothing about here (SPEC.md section 8).
  await page.route('**/api/video/token', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Service Unavailable', code: 'busy', message: 'The server is busy.' }),
    }),
  );
  await page.goto('/my-call?room=token_test&name=Nel');
  await page.getByRole('button', { name: 'Join a meeting' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Failed to get token: The server is busy right now. Please try again in a moment.',
    }),
  ).toBeVisible();
});
