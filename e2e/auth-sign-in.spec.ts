import { DEMO_ADMIN, DEMO_MEMBER, expect, freshEmail, MEMBER_LANDING, signInPage, test } from './support/accounts';

test('register -> signed in -> sign out -> sign in again', async ({ page, track }) => {
  const email = freshEmail('ui');
  track(email);
  await page.goto('/register');
  await expect(page.getByText('Adventure starts here')).toBeVisible();
  await page.getByLabel('Name').fill('Rita Register');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('The password cannot be your email address.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  // A new member lands on their own listings, signed in, asked to add the first.
  await expect(page).toHaveURL(MEMBER_LANDING);
  await expect(page.getByRole('heading', { name: 'No items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Want to add the first?' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  await page.goto('/login');
  await expect(page).toHaveURL(MEMBER_LANDING);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a strong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(MEMBER_LANDING);
  const stored = await page.evaluate(() =>
    ['userId', 'accessToken', 'apiToken', 'userAbilityRules'].map((k) => localStorage.getItem(k)),
  );
  expect(stored.every(Boolean)).toBe(true);
});

test('the sign-in screen shows its prompts and the taken e-mail error comes from the server', async ({
  page,
  makeUser,
}) => {
  const user = await makeUser('taken');
  await page.goto('/login');
  for (const text of ['Sign in to your account and start the adventure', 'New on the platform?', 'Forgot password?']) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByText('Already have an account?')).toBeVisible();
  await page.getByLabel('Name').fill('Twin');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('another password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in instead' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('/login?redirecturl=/access-control returns there after sign-in', async ({ page }) => {
  await page.goto('/access-control');
  await expect(page).toHaveURL(/\/login\?redirecturl=%2Faccess-control$/);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByRole('heading', { name: 'Access control' })).toBeVisible();
  await expect(page.getByText('You may read the access-control demo.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'all', exact: true })).toBeVisible();
});

test('a wrong password shows an error and stores no session', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('a member opening the admin-only access-control page gets not-authorized', async ({ page, request, makeUser }) => {
  const member = await makeUser('member');
  await signInPage(page, request, member.email, member.password);
  await page.goto('/access-control');
  await expect(page).toHaveURL(/\/not-authorized$/);
  await expect(page.getByRole('heading', { name: 'You are not authorized' })).toBeVisible();
});

test('a revoked session sends the user to sign in, then back', async ({ page, request, makeUser }) => {
  const user = await makeUser('revoked');
  await signInPage(page, request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.goto('/access-control');
  await expect(page).toHaveURL(/\/login\?redirecturl=%2Faccess-control$/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(user.id).toBeTruthy();
});

test('without a Google client id on the server, the sign-in and sign-up forms offer no Google button', async ({
  page,
}) => {
  // The e2e server sets none of GOOGLE_CLIENT_ID(S): a click would only ever say "clientId is required".
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
    await expect(page.getByRole('separator')).toHaveCount(0);
  }
});
