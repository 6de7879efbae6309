import { expect, test } from '@playwright/test';
import { signInAs } from './support/session';

test('the user menu names the signed-in user and leads to profile, settings and sign-out', async ({ page }) => {
  // Its own session: signing out ends the session it holds, which the run's shared one must not.
  await signInAs(page, ['internal'], { ownSession: true });
  await page.goto('/pages/typography');
  await page.getByRole('button', { name: 'Account' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Demo Member')).toBeVisible();
  await expect(menu.getByText('member@demo.test')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/pages\/account-settings\/account$/);
  await expect(page.getByLabel('Name')).toHaveValue('Demo Member');

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a member reaches their own e-mail, calendar and boards from the user menu (the marketplace menu is SPEC’s)', async ({
  page,
}) => {
  await signInAs(page, ['internal']);
  await page.goto('/my-items');
  const sideMenu = page.locator('#main-navigation');
  await expect(sideMenu.getByRole('link', { name: 'My items' })).toBeVisible();
  await expect(sideMenu.getByRole('link', { name: 'Kanban' })).toHaveCount(0);
  const apps = [
    { item: 'Email', path: '/apps/email', shows: page.getByRole('button', { name: 'Compose' }) },
    { item: 'Calendar', path: '/apps/calendar', shows: page.getByRole('button', { name: 'Add event' }) },
    { item: 'Kanban', path: '/apps/kanban', shows: page.getByRole('heading', { level: 1, name: 'Kanban' }) },
  ];
  for (const { item, path, shows } of apps) {
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
    await expect(page).toHaveURL((u) => u.pathname.startsWith(path));
    await expect(shows).toBeVisible({ timeout: 20_000 });
  }
});
