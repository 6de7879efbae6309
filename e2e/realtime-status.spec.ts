import { expect, signInPage, test } from './support/accounts';

test.describe('live channels status line (issue #14)', () => {
  test('shows nothing signed out, "Me: connected" with the personal room signed in, and comes back after a network drop', async ({
    browser,
    request,
    makeUser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Every live socket goes through here, so the test can cut one as a network drop would
    // (offline emulation leaves open websockets alone).
    const live: { close: () => Promise<void> }[] = [];
    await page.routeWebSocket(/\/socket\.io\//, (ws) => {
      ws.connectToServer();
      live.push(ws);
    });
    await page.goto('/');
    await expect(page.getByTestId('realtime-status')).toHaveCount(0);

    const user = await makeUser('live');
    await signInPage(page, request, user.email, user.password);
    await page.goto('/');
    const status = page.getByRole('status', { name: 'Live connection status' });
    await expect(status).toContainText(`Me: connected (room_${user.id})`);
    await expect(status).toContainText('Conference: none');

    await Promise.all(live.map((ws) => ws.close()));
    await expect(status).toContainText('Me: disconnected');
    await expect(status).toContainText(`Me: connected (room_${user.id})`, { timeout: 15_000 });
    expect(live.length).toBeGreaterThan(1);
    await context.close();
  });

  test('two users signed in at once each see their own channel connected', async ({ browser, request, makeUser }) => {
    const [alice, bob] = await Promise.all([makeUser('alice'), makeUser('bob')]);
    const pages = await Promise.all([browser.newPage(), browser.newPage()]);
    await signInPage(pages[0]!, request, alice.email, alice.password);
    await signInPage(pages[1]!, request, bob.email, bob.password);
    await Promise.all(pages.map((p) => p.goto('/')));
    await expect(pages[0]!.getByTestId('realtime-status')).toContainText(`Me: connected (room_${alice.id})`);
    await expect(pages[1]!.getByTestId('realtime-status')).toContainText(`Me: connected (room_${bob.id})`);
    await Promise.all(pages.map((p) => p.close()));
  });
});

test('the status line takes its own space under the footer, one line even on a phone, whole on focus', async ({
  page,
  request,
  makeUser,
}) => {
  const user = await makeUser('pill');
  await signInPage(page, request, user.email, user.password);
  for (const width of [1400, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/pages/account-settings/account');
    const status = page.getByRole('status', { name: 'Live connection status' });
    await expect(status).toContainText(`Me: connected (room_${user.id})`);
    // In the flow of the page, after the footer: it covers neither the footer nor what is above it.
    const footer = page.locator('footer').last();
    await footer.scrollIntoViewIfNeeded();
    const [line, foot] = await Promise.all([status.boundingBox(), footer.boundingBox()]);
    expect(await status.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    expect(line!.y).toBeGreaterThanOrEqual(foot!.y + foot!.height - 1);
    // One line at any width: no taller than a caption line and its padding, and inside the window.
    expect(line!.height).toBeLessThan(30);
    expect(line!.x + line!.width).toBeLessThanOrEqual(width);
  }
  // On a phone the room id is shortened; a keyboard user reaches the line after the footer's last
  // link, and focused it shows whole: no part cut off.
  const status = page.getByRole('status', { name: 'Live connection status' });
  const cutOff = () =>
    status.evaluate((el) =>
      Array.from(el.querySelectorAll('[data-state]')).some((part) => part.scrollWidth > part.clientWidth + 1),
    );
  expect(await cutOff()).toBe(true);
  // The room id gives way, not the short "Conference: none".
  const conferenceCut = await status.evaluate((el) => {
    const part = el.querySelectorAll('[data-state]')[1];
    return !part || part.scrollWidth > part.clientWidth + 1;
  });
  expect(conferenceCut).toBe(false);
  await page.locator('footer').last().getByRole('link').last().focus();
  await page.keyboard.press('Tab');
  await expect(status).toBeFocused();
  await expect.poll(cutOff).toBe(false);
});
