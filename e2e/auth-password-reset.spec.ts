import { expect, linkFromOutbox, MEMBER_LANDING, test } from './support/accounts';

test('forgot password -> link from the outbox -> reset -> old password fails, new works', async ({
  page,
  request,
  makeUser,
}) => {
  const user = await makeUser('reset');
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByText('If an account uses this e-mail, a link to reset its password is on its way.'),
  ).toBeVisible();

  const link = await linkFromOutbox(request, user.email, 'reset-password');
  await page.goto(link);
  await page.getByLabel('New password').fill('my brand new password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with the new one.')).toBeVisible();

  // The link is single use.
  await page.goto(link);
  await page.getByLabel('New password').fill('yet another password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link is invalid, expired or already used.');

  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await page.getByLabel('Password', { exact: true }).fill('my brand new password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(MEMBER_LANDING);
});

test('the verification link from the sign-up mail confirms the address', async ({ page, request, makeUser }) => {
  const user = await makeUser('verify');
  const link = await linkFromOutbox(request, user.email, 'verify-email');
  await page.goto(link);
  await expect(page.getByText('Thank you! Your email address is confirmed.')).toBeVisible();
});

test('the sign-in page works in Polish on a Polish site', async ({ page }) => {
  const port = process.env.E2E_PORT ?? '3217';
  await page.goto(`http://korepetycje.lol:${port}/login`);
  await expect(page.getByText('Zaloguj się na swoje konto i zacznij przygodę')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zaloguj się' })).toBeVisible();
});
