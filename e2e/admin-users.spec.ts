import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO_ADMIN, expect, freshEmail, signInPage, test } from './support/accounts';

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: DEMO_ADMIN });
  return { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

/** A second browser, signed in as the demo admin, beside the test's own page. */
async function adminPage(browser: Browser, request: APIRequestContext): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  return page;
}

test('a member opening the admin pages gets not-authorized', async ({ page, request, makeUser }) => {
  const member = await makeUser('member-admin');
  await signInPage(page, request, member.email, member.password);
  for (const path of ['/apps/roles', '/apps/user/list', '/apps/permissions', `/apps/user/view/${member.id}`]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/not-authorized$/);
    await expect(page.getByText('You are not authorized')).toBeVisible();
  }
});

test('an admin grants a role "read AclDemo" in the matrix and its member can open /access-control', async ({
  page,
  browser,
  request,
  makeUser,
}) => {
  const member = await makeUser('granted');
  const headers = await adminHeaders(request);
  const roleName = `e2e-acl-${Date.now().toString(36)}`;
  const created = await request.post('/api/admin/roles', { headers, data: { name: roleName, description: 'e2e' } });
  expect(created.status()).toBe(201);
  const roleId = ((await created.json()) as { id: string }).id;
  try {
    await request.patch(`/api/admin/users/${member.id}`, { headers, data: { roles: ['member', roleName] } });
    await signInPage(page, request, member.email, member.password);
    await page.goto('/access-control');
    await expect(page).toHaveURL(/\/not-authorized$/);

    const admin = await adminPage(browser, request);
    await admin.goto('/apps/roles');
    const card = admin.getByTestId(`role-${roleName}`);
    await expect(card.getByText('Users: 1')).toBeVisible();
    await card.getByRole('button', { name: `Edit role ${roleName}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Edit role ${roleName}` });
    await dialog.getByRole('checkbox', { name: 'Read Access-control demo' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText(`Role ${roleName} is saved.`)).toBeVisible();
    await expect(card.getByText('Permissions: 1')).toBeVisible();
    await admin.context().close();

    // The member's browser still holds the old rules; the guard asks the server before refusing.
    await page.goto('/access-control');
    await expect(page.getByRole('heading', { name: 'Access control' })).toBeVisible();
    await expect(page.getByText('You may read the access-control demo.')).toBeVisible();
  } finally {
    await request.delete(`/api/admin/roles/${roleId}`, { headers });
    await request.post('/api/auth/logout', { headers });
  }
});

test('an admin adds a user, finds and suspends them, and they can no longer sign in', async ({
  page,
  browser,
  request,
  track,
}) => {
  // Many steps with three password hashes: on two busy cores it needs more than the default time.
  test.slow();
  const email = freshEmail('suspend');
  track(email);
  const admin = await adminPage(browser, request);
  await admin.goto('/apps/user/list');
  await expect(admin.getByRole('heading', { name: 'Users' })).toBeVisible();
  await admin.getByRole('button', { name: 'Add new user' }).click();
  const add = admin.getByRole('dialog', { name: 'Add new user' });
  await add.getByLabel('Name').fill('Sam Suspended');
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Password', { exact: true }).fill('short');
  await add.getByRole('button', { name: 'Create user' }).click();
  await expect(add.getByText('Use at least 8 characters.')).toBeVisible();
  await add.getByLabel('Password', { exact: true }).fill('sam password 1');
  await add.getByRole('button', { name: 'Create user' }).click();
  await expect(admin.getByText('Sam Suspended can now sign in.')).toBeVisible();

  await admin.getByLabel('Search by name or e-mail').fill(email);
  const row = admin.getByRole('row', { name: /Sam Suspended/ });
  await expect(admin.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
  await row.getByRole('button', { name: 'Suspend Sam Suspended' }).click();
  const confirm = admin.getByRole('dialog', { name: 'Suspend Sam Suspended?' });
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible();

  // The status filter finds them; the view page shows them suspended.
  await admin.getByRole('combobox', { name: 'Status' }).click();
  await admin.getByRole('option', { name: 'Suspended' }).click();
  await row.getByRole('link', { name: 'Sam Suspended' }).click();
  await expect(admin.getByRole('heading', { name: 'Sam Suspended' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Reactivate Sam Suspended' })).toBeVisible();
  await admin.context().close();

  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('sam password 1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This account is suspended.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('permissions: create, find and delete one, with a confirmation first', async ({ browser, request }) => {
  const admin = await adminPage(browser, request);
  await admin.goto('/apps/permissions');
  await admin.getByRole('button', { name: 'Add permission' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Add permission' });
  // Action and subject come from the lists the code checks: nothing chosen yet is refused.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Choose one from the list.').first()).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Action' }).click();
  await admin.getByRole('option', { name: 'Update (update)' }).click();
  await dialog.getByRole('combobox', { name: 'Subject' }).click();
  await admin.getByRole('option', { name: 'Dashboards (Dashboard)' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Permission update Dashboard is saved.')).toBeVisible();
  await admin.getByLabel('Search permissions').fill('Dashboard');
  await admin.getByRole('button', { name: 'Delete Update Dashboards' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('No permissions match.')).toBeVisible();
  await admin.context().close();
});

test('an admin deletes a user from their page, after a confirmation; the account is gone', async ({
  page,
  browser,
  request,
  makeUser,
}) => {
  const user = await makeUser('delete');
  const admin = await adminPage(browser, request);
  await admin.goto(`/apps/user/view/${user.id}`);
  const name = user.name;
  await expect(admin.getByRole('heading', { name })).toBeVisible();
  await admin.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm.getByText('This cannot be undone')).toBeVisible();
  // Cancel keeps the account.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await admin.getByRole('button', { name: `Delete ${name}` }).click();
  await admin
    .getByRole('dialog', { name: `Delete ${name}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(admin.getByText(`${name} is deleted.`)).toBeVisible();
  await expect(admin).toHaveURL(/\/apps\/user\/list$/);
  await admin.getByLabel('Search by name or e-mail').fill(user.email);
  await expect(admin.getByText('No users match these filters.')).toBeVisible();
  await admin.context().close();

  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong email or password.')).toBeVisible();
});
