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
