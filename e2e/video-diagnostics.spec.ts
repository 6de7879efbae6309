import { expect, signInPage, test } from './support/accounts';

/*
 * "Test connection" on the call screen's join dialog (issue #16): with Chromium's fake camera and
 * microphone (playwright.config.ts) a signed-in member sees the camera, microphone, signalling and
 * 1 MB data-channel checks pass, started from the keyboard; in Arabic the dialog reads right to left.
 */

const STEPS = ['Camera', 'Microphone', 'Connection to the call server', 'Data transfer (1 MB)'];

test('a member tests the connection before joining and sees every step pass, with the transfer time', async ({
  page,
  request,
  makeUser,
}) => {
  // Camera, media and WebRTC on a machine shared with other runs: give it the slow budget.
  test.slow();
  const member = await makeUser('diagnostics');
  await signInPage(page, request, member.email, member.password);
  await page.goto('/my-call');
  await expect(page.getByRole('button', { name: 'Join a meeting' })).toBeVisible({ timeout: 30_000 });

  const run = page.getByRole('button', { name: 'Test connection' });
  await run.focus();
  await page.keyboard.press('Enter');

  const steps = page.getByTestId('connection-test').getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const [i, name] of STEPS.entries()) {
    await expect(steps.nth(i)).toContainText(name);
    // Each step has its own time limit (10 s at most); together under the test's 30 s.
    await expect(steps.nth(i)).toContainText('Passed', { timeout: 15_000 });
  }
  await expect(steps.nth(0)).toContainText('the camera gives a picture');
  await expect(steps.nth(2)).toContainText(/the server answered in [\d,.]+ ms/);
  await expect(steps.nth(3)).toContainText(/1 MB sent in [\d,.]+ s/);
  await expect(page.getByRole('status').filter({ hasText: 'All checks passed' })).toBeVisible();
  // It can be run again, and joining is still offered.
  await expect(page.getByRole('button', { name: 'Test connection' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Join a meeting' })).toBeVisible();
});

test('in Arabic the connection test is translated and laid out right to left', async ({ page, request, makeUser }) => {
  test.slow();
  const member = await makeUser('diagnostics-ar');
  await signInPage(page, request, member.email, member.password);
  await page.evaluate(() => localStorage.setItem('application-language', 'ar'));
  await page.goto('/my-call');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: 'اختبار الاتصال' }).click({ timeout: 30_000 });
  const steps = page.getByTestId('connection-test').getByRole('listitem');
  await expect(steps.nth(0)).toContainText('الكاميرا');
  await expect(steps.nth(0)).toContainText('نجح', { timeout: 15_000 });
  // The status icon sits at the start of the line, which in Arabic is the right.
  const icon = await steps.nth(0).locator('svg').first().boundingBox();
  const text = await steps.nth(0).getByText('الكاميرا', { exact: true }).boundingBox();
  expect(icon!.x).toBeGreaterThan(text!.x);
});
