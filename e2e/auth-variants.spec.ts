import { TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { apiSignIn, DEMO_MEMBER, expect, freshEmail, linkFromOutbox, MEMBER_LANDING, test } from './support/accounts';
import { awayFromStepEnd } from './support/totp-clock';

const AUTH = '/pages/authentication';
const VARIANT_PAGES = [
  ['login-v1', 'Welcome to'],
  ['login-v2', 'Welcome to'],
  ['register-v1', 'Adventure starts here'],
  ['register-v2', 'Adventure starts here'],
  ['register-multi-steps', 'Create your account'],
  ['forgot-password-v1', 'Forgot password?'],
  ['forgot-password-v2', 'Forgot password?'],
  ['reset-password-v1', 'Reset password'],
  ['reset-password-v2', 'Reset password'],
  ['two-steps-v1', 'Two-step verification'],
  ['two-steps-v2', 'Two-step verification'],
  ['verify-email-v1', 'Verify your email'],
  ['verify-email-v2', 'Verify your email'],
] as const;

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

test('every authentication variant opens with its heading, in its own style', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const [slug, heading] of VARIANT_PAGES) {
    await page.goto(`${AUTH}/${slug}`);
    // Measured once the form's island has hydrated (ADR 0026), as a reader sees the page.
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
    await expect(page.getByRole('heading', { level: 1 }), slug).toContainText(heading);
    // Cover pages put the form on a panel at the side, beside the picture; basic (v1) ones in a centred card.
    const box = await page.getByRole('heading', { level: 1 }).boundingBox();
    if (slug.endsWith('-v1')) expect(box!.x, slug).toBeLessThan(640);
    else expect(box!.x, slug).toBeGreaterThan(800);
  }
});

test('login v1: a member signs in and lands on the front page; links stay in the v1 family', async ({ page }) => {
  await page.goto(`${AUTH}/login-v1`);
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `${AUTH}/register-v1`);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    `${AUTH}/forgot-password-v1`,
  );
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  expect(await storedToken(page)).toBeNull();
  await page.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(MEMBER_LANDING);
  expect(await storedToken(page)).not.toBeNull();
});

test('register in three steps: each step checks its fields, the review shows them, then the account exists', async ({
  page,
  track,
}) => {
  const email = freshEmail('steps');
  track(email);
  await page.goto(`${AUTH}/register-multi-steps`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter your email.')).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('steps password 1');
  await page.getByLabel('Repeat password', { exact: true }).fill('steps password 2');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await page.getByLabel('Repeat password', { exact: true }).fill('steps password 1');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter your name.')).toBeVisible();
  await page.getByLabel('Name').fill('Stepwise Sam');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Is everything right?' })).toBeVisible();
  await expect(page.getByText('Stepwise Sam')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(MEMBER_LANDING);
  expect(await storedToken(page)).not.toBeNull();
});

test('register in steps: a taken e-mail sends the visitor back to the first step with the error', async ({ page }) => {
  await page.goto(`${AUTH}/register-multi-steps`);
  await page.getByLabel('Email').fill(DEMO_MEMBER.email);
  await page.getByLabel('Password', { exact: true }).fill('another password');
  await page.getByLabel('Repeat password', { exact: true }).fill('another password');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_MEMBER.email);
  expect(await storedToken(page)).toBeNull();
});

test('two steps: login v2 hands a TOTP account to the code page, which refuses a wrong code and accepts the right one', async ({
  page,
  request,
  makeUser,
}) => {
  const user = await makeUser('two-steps');
  const session = await apiSignIn(request, user.email, user.password);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const setup = await request.post('/api/account/totp/setup', { headers });
  const totp = new TOTP({ secret: ((await setup.json()) as { secret: string }).secret, digits: 6, period: 30 });
  // Turned on with the previous step's code: each code works once, so the current one stays free.
  await awayFromStepEnd();
  const previous = totp.generate({ timestamp: Date.now() - 30_000 });
  expect((await request.post('/api/account/totp/enable', { headers, data: { code: previous } })).status()).toBe(200);

  await page.goto(`${AUTH}/login-v2`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${AUTH}/two-steps-v2$`));
  await expect(page.getByText(`Signing in as ${user.email}`)).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  await typeCode(page, totp.generate() === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify my account' }).click();
  await expect(page.getByText('The code is not correct.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');

  await typeCode(page, totp.generate());
  await page.getByRole('button', { name: 'Verify my account' }).click();
  await expect(page).toHaveURL(MEMBER_LANDING);
  expect(await storedToken(page)).not.toBeNull();
});

test('two steps opened directly asks for e-mail, password and a pasted code', async ({ page, request, makeUser }) => {
  const user = await makeUser('two-steps-direct');
  const session = await apiSignIn(request, user.email, user.password);
  const headers = { authorization: `Bearer ${session.accessToken}` };
  const setup = await request.post('/api/account/totp/setup', { headers });
  const totp = new TOTP({ secret: ((await setup.json()) as { secret: string }).secret, digits: 6, period: 30 });
  // The previous step's code, so the current one is still unused for the sign-in below.
  await awayFromStepEnd();
  await request.post('/api/account/totp/enable', {
    headers,
    data: { code: totp.generate({ timestamp: Date.now() - 30_000 }) },
  });

  await page.goto(`${AUTH}/two-steps-v1`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  // A code pasted into the first box spreads over all six.
  const code = totp.generate();
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
  await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code.slice(5));
  await page.getByRole('button', { name: 'Verify my account' }).click();
  await expect(page).toHaveURL(MEMBER_LANDING);
});

test('verify email v1: a new user sees where the link went, asks for another, and the new link confirms', async ({
  page,
  request,
  makeUser,
}) => {
  const user = await makeUser('verify-variant');
  await page.goto(`${AUTH}/verify-email-v1`);
  await expect(page.getByText('Sign in to see where we sent your verification link')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirecturl=/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${AUTH}/verify-email-v1$`));
  await expect(page.getByText(user.email)).toBeVisible();

  const firstLink = await linkFromOutbox(request, user.email, 'verify-email');
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('A new link is on its way.')).toBeVisible();
  await expect.poll(async () => linkFromOutbox(request, user.email, 'verify-email')).not.toBe(firstLink);
  const newLink = await linkFromOutbox(request, user.email, 'verify-email');

  await page.goto(newLink.replace('/verify-email', `${AUTH}/verify-email-v2`));
  await expect(page.getByText('Thank you! Your email address is confirmed.')).toBeVisible();
  await page.goto(`${AUTH}/verify-email-v1`);
  await expect(page.getByRole('link', { name: 'Continue' })).toBeVisible();
});

test('forgot and reset password, cover style: the mailed token works on the v2 reset page', async ({
  page,
  request,
  makeUser,
}) => {
  const user = await makeUser('reset-variant');
  await page.goto(`${AUTH}/forgot-password-v2`);
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', `${AUTH}/login-v2`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('a link to reset its password is on its way')).toBeVisible();
  const link = await linkFromOutbox(request, user.email, 'reset-password');
  await page.goto(link.replace('/reset-password', `${AUTH}/reset-password-v2`));
  await page.getByLabel('New password').fill('a fresh cover password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${AUTH}/login-v2$`));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('a fresh cover password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(MEMBER_LANDING);
});
