import { readFileSync } from 'node:fs';
import { expect, test } from './support/accounts';
import { siteUrl } from './support/sites';

// korepetycje.lol speaks Polish by default: the server's refusals reach its visitors in Polish.
const pl = {
  ...(JSON.parse(readFileSync('src/web/locales/pl/auth.json', 'utf8')) as Record<string, string>),
  ...(JSON.parse(readFileSync('src/web/locales/pl/errors.json', 'utf8')) as Record<string, string>),
};

test('a Polish visitor reads server errors in Polish', async ({ page, makeUser }) => {
  const user = await makeUser('polish');
  await page.goto(siteUrl('korepetycje.lol', '/login'));
  await page.getByLabel(pl['auth.field.email']!).fill(user.email);
  await page.getByLabel(pl['auth.field.password']!, { exact: true }).fill('not the password');
  await page.getByRole('button', { name: pl['auth.login.submit'], exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(pl['errors.invalidCredentials']!);

  await page.goto(siteUrl('korepetycje.lol', '/register'));
  await page.getByLabel(pl['auth.field.name']!).fill('Ewa');
  await page.getByLabel(pl['auth.field.email']!).fill(user.email);
  await page.getByLabel(pl['auth.field.password']!, { exact: true }).fill('another password');
  await page.getByRole('button', { name: pl['auth.register.submit'], exact: true }).click();
  await expect(page.getByText(pl['errors.emailTaken']!)).toBeVisible();
});
