import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { collectProblems } from './support/problems';

/*
 * The card actions page (/pages/cards/card-actions): each header button does what it says. That
 * every cards page opens cleanly in light, dark and Arabic, axe-clean, is template-pages-walk's.
 */

/** A card of the page, by its title. */
const card = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openActions(page: Page) {
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
  await signInAs(page, ['admin2', 'internal']);
  await page.goto('/pages/cards/card-actions');
  await expect(page.getByRole('heading', { level: 1, name: 'Card actions' })).toBeVisible({ timeout: 20_000 });
}

test('collapse hides the body and expand shows it again', async ({ page }) => {
  const problems = collectProblems(page);
  await openActions(page);
  const collapsible = card(page, 'Collapsible');
  const body = collapsible.getByText("Today's figures for the online shop");
  await expect(body).toBeVisible();
  const collapse = collapsible.getByRole('button', { name: 'Collapse' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await collapse.click();
  await expect(body).toBeHidden();
  const expand = collapsible.getByRole('button', { name: 'Expand' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expand.click();
  await expect(body).toBeVisible();
  expect(problems).toEqual([]);
});

test('refresh shows a loading veil, then new figures', async ({ page }) => {
  const problems = collectProblems(page);
  await openActions(page);
  const refreshable = card(page, 'Refresh content');
  const visitors = refreshable.locator('[data-figure="visitors"]');
  const before = await visitors.textContent();
  await refreshable.getByRole('button', { name: 'Refresh' }).click();
  await expect(refreshable.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  await expect(refreshable.getByRole('progressbar')).toBeHidden();
  await expect(visitors).not.toHaveText(before ?? '');
  await expect(refreshable.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  expect(problems).toEqual([]);
});

test('remove takes the card away and Undo brings it back', async ({ page }) => {
  const problems = collectProblems(page);
  await openActions(page);
  await card(page, 'Remove card').getByRole('button', { name: 'Remove' }).click();
  await expect(card(page, 'Remove card')).toHaveCount(0);
  await expect(page.getByText('“Remove card” removed')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 'Remove card')).toBeVisible();
  await expect(page.getByText('“Remove card” removed')).toBeHidden();
  expect(problems).toEqual([]);
});

test('the actions menu opens and works from the keyboard; full screen gives the focus back', async ({ page }) => {
  const problems = collectProblems(page);
  await openActions(page);
  const menuCard = card(page, 'Actions in a menu');
  const more = menuCard.getByRole('button', { name: 'More actions' });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();

  // Collapse chosen with the arrow keys and Enter.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Collapse' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menuCard.getByText("Today's figures for the online shop")).toBeHidden();

  // Full screen opens the card as a dialog; closing it returns the focus to its button.
  const everything = card(page, 'All actions');
  const fullScreen = everything.getByRole('button', { name: 'Full screen' });
  await fullScreen.click();
  const dialog = page.getByRole('dialog', { name: 'All actions' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(dialog).toBeHidden();
  await expect(fullScreen).toBeFocused();
  expect(problems).toEqual([]);
});

test('on a 390 px phone no cards page is wider than the screen', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = collectProblems(page);
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const slug of ['basic', 'advance', 'statistics', 'widgets', 'gamification', 'actions']) {
    await page.goto(`/pages/cards/card-${slug}`);
    await expect(page.getByRole('heading', { level: 1 }), slug).toBeVisible({ timeout: 20_000 });
    // Every card laid out (the last one too) before measuring.
    await expect(page.locator('main .MuiCard-root').last(), slug).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, slug).toBeLessThanOrEqual(0);
  }
  expect(problems).toEqual([]);
});
