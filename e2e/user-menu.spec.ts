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
