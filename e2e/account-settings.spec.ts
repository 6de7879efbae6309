import { TOTP } from 'otpauth';
import sharp from 'sharp';
import { expect, freshEmail, linkFromOutbox, MEMBER_LANDING, signInPage, test } from './support/accounts';

test('changing the password: the old one stops working, the new one works', async ({ page, request, makeUser }) => {
  const user = await makeUser('pwchange');
  await signInPage(page, request, user.email, user.password);
  await page.goto('/pages/account-settings/security');
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('a brand new password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();

  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed. Other devices are signed out.')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong email or password.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a brand new password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(MEMBER_LANDING);
});

test('signing out another device from the session list ends that session', async ({ page, request, makeUser }) => {
  const user = await makeUser('revoke');
  // The "other device": a sign-in whose token the test keeps.
  const other = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  const otherToken = ((await other.json()) as { accessToken: string }).accessToken;
  await signInPage(page, request, user.email, user.password);
  await page.goto('/pages/account-settings/security');

  const rows = page.getByRole('table', { name: 'Where you are signed in' }).getByRole('row');
  // A header row, the registration's session, the other device and this one.
  await expect(rows).toHaveCount(4);
  await expect(page.getByText('This device')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign out this device?' });
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('The device is signed out.')).toBeVisible();
  await expect(rows).toHaveCount(3);

  // Whichever session went, this page is still signed in; sign out the rest and the other token dies.
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(rows).toHaveCount(2);
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${otherToken}` } });
  expect(me.status()).toBe(401);
});

test('the account tab saves the name, and the profile shows it', async ({ page, request, makeUser }) => {
  const user = await makeUser('rename');
  await signInPage(page, request, user.email, user.password);
  await page.goto('/pages/account-settings/account');
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await page.getByLabel('Name').fill('Renata Renamed');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account is saved.')).toBeVisible();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/pages\/account-settings\/notifications$/);
  await expect(page.getByRole('checkbox', { name: 'New messages: E-mail' })).toBeChecked();
  await page.goto('/pages/user-profile/profile');
  await expect(page.getByRole('heading', { name: 'Renata Renamed' })).toBeVisible();
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/pages\/user-profile\/activity$/);
  await expect(page.getByText(/last used/).first()).toBeVisible();
});

test('two-step sign-in: turned on with the QR code, then sign-in asks for the code', async ({
  page,
  request,
  makeUser,
}) => {
  const user = await makeUser('totp');
  await signInPage(page, request, user.email, user.password);
  await page.goto('/pages/account-settings/security');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  await page.getByLabel('Two-step code').fill('000000' === totp.generate() ? '111111' : '000000');
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('The code is not correct.')).toBeVisible();
  await page.getByLabel('Two-step code').fill(totp.generate());
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByText('Two-step sign-in is on.')).toBeVisible();

  await page.goto('/logout');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The next step's code: the current one was spent turning it on, and a code works only once.
  await page.getByLabel('Two-step code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(MEMBER_LANDING);
});

test('notification choices are saved to the account and follow the user to another device', async ({
  page,
  browser,
  request,
  makeUser,
}) => {
  const user = await makeUser('notify');
  await signInPage(page, request, user.email, user.password);
  await page.goto('/pages/account-settings/notifications');
  const callsByMail = page.getByRole('checkbox', { name: 'Incoming calls: E-mail' });
  const listingsInBrowser = page.getByRole('checkbox', { name: 'Activity on my listings: Browser' });
  // The defaults until the user chooses.
  await expect(callsByMail).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'New messages: E-mail' })).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/account/notifications') && r.request().method() === 'PUT',
  );
  await callsByMail.check();
  expect((await saved).status()).toBe(200);
  await listingsInBrowser.check();
  await expect(listingsInBrowser).toBeChecked();

  // Another browser (a second device) signed in to the same account sees the same choices.
  const other = await browser.newContext();
  const device = await other.newPage();
  await signInPage(device, request, user.email, user.password);
  // A new device starts the whole app cold (no cached files): on two busy cores that can pass the
  // 10 s an assertion waits, so wait first for the page to ask the server for the choices.
  const loaded = device.waitForResponse(
    (r) => r.url().endsWith('/api/account/notifications') && r.request().method() === 'GET',
    { timeout: 45_000 },
  );
  await device.goto('/pages/account-settings/notifications');
  expect((await loaded).status()).toBe(200);
  await expect(device.getByRole('checkbox', { name: 'Incoming calls: E-mail' })).toBeChecked();
  await expect(device.getByRole('checkbox', { name: 'Activity on my listings: Browser' })).toBeChecked();
  await expect(device.getByRole('checkbox', { name: 'Security alerts: Browser' })).toBeChecked();
  await other.close();
});

test('a notification change the server never receives is undone and explained', async ({ page, request, makeUser }) => {
  const user = await makeUser('notify-offline');
  await signInPage(page, request, user.email, user.password);
  await page.goto('/pages/account-settings/notifications');
  const callsByMail = page.getByRole('checkbox', { name: 'Incoming calls: E-mail' });
  await expect(callsByMail).not.toBeChecked();
  // The connection drops just for the save.
  await page.route('**/api/account/notifications', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
  );
  await callsByMail.click();
  await expect(page.getByText('The change was not saved. Check your connection and try again.')).toBeVisible();
  await expect(callsByMail).not.toBeChecked();
});

test('a new e-mail address needs the current password, and the old address is told', async ({
  page,
  request,
  makeUser,
  track,
}) => {
  const user = await makeUser('emailchange');
  const newEmail = freshEmail('emailchange-new');
  track(newEmail);
  await signInPage(page, request, user.email, user.password);
  await page.goto('/pages/account-settings/account');
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('Email').fill(newEmail);
  await page.getByLabel('Current password').fill('not my password');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your account is saved.')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  expect(await linkFromOutbox(request, newEmail, 'verify-email')).toMatch(/^\/verify-email\?token=/);
  const old = (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(user.email)}`)).json()) as {
    subject: string;
  }[];
  expect(old.map((m) => m.subject)).toContain('Your e-mail address on application was changed');
});

test('an uploaded profile picture shows at once in the navbar and the account menu', async ({
  page,
  request,
  makeUser,
}) => {
  const user = await makeUser('avatar');
  await signInPage(page, request, user.email, user.password);
  await page.goto('/pages/account-settings/account');
  const account = page.getByRole('button', { name: 'Your account' });
  // Before: the initial, no picture.
  await expect(account.locator('img')).toHaveCount(0);
  const png = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 30, g: 120, b: 220 } } })
    .png()
    .toBuffer();
  await page.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  // No reload: the navbar's avatar is the server's picture as soon as the upload is done.
  await expect(account.locator('img')).toHaveAttribute('src', /^\/api\/avatars\/.+\.webp$/, { timeout: 30_000 });
  await account.click();
  await expect(page.getByRole('menu').locator('img')).toHaveAttribute('src', /^\/api\/avatars\/.+\.webp$/);
});
