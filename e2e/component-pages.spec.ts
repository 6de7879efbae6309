import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { signInAs } from './support/session';
import { collectProblems } from './support/problems';

/*
 * The /components/* demo pages (issue #36): "Show code" shows the example's own file and copies
 * it; in Arabic the examples read right to left and the code stays left to right; the interactive
 * examples answer the keyboard as their components promise. That every page opens cleanly in
 * light, dark and Arabic, axe-clean, is e2e/template-pages-walk.spec.ts's (from the menu).
 */

async function signIn(page: Page) {
  // The cookie question, bottom-left, would cover the examples these tests press.
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 1400, height: 900 });
}

/** Opens a demo page and waits for its title and one of its example cards. */
async function open(page: Page, slug: string, title: string, card: string) {
  await page.goto(`/components/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title }), slug).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: card, exact: true }), slug).toBeVisible();
}

/** The card of one example, found by its title. */
const cardOf = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

test('in Arabic the demo pages read right to left, the code block stays left to right', async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page);
  await page.goto('/components/tabs?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'علامات التبويب' })).toBeVisible();
  const basic = cardOf(page, 'أساسي');
  // The first card of the grid starts at the right.
  const first = await basic.boundingBox();
  const second = await cardOf(page, 'أيقونات').boundingBox();
  expect(first && second && first.x).toBeGreaterThan(second?.x ?? Infinity);
  await basic.getByRole('button', { name: 'عرض الشيفرة' }).click();
  const code = basic.locator('pre');
  await expect(code).toHaveAttribute('aria-label', 'الشيفرة المصدرية');
  await expect(code).toContainText('export default function TabsBasic');
  await expect(basic.locator('[dir="ltr"]')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('"Show code" shows the example\'s own source, copies it and hides it again', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const problems = collectProblems(page);
  await signIn(page);
  await open(page, 'alert', 'Alert', 'Closable');
  const card = cardOf(page, 'Closable');
  const toggle = card.getByRole('button', { name: 'Show code' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The source is a chunk of its own, fetched only when asked for.
  const sourceChunk = page.waitForResponse((r) => /alert-closable[^/]*\.js/.test(r.url()));
  await toggle.click();
  await sourceChunk;
  const hide = card.getByRole('button', { name: 'Hide code' });
  await expect(hide).toHaveAttribute('aria-expanded', 'true');
  const code = card.locator('pre');
  await expect(code).toContainText('export default function AlertClosable()');
  await expect(code).toContainText("t('components.alert.closableText')");
  await expect(code).toHaveCSS('direction', 'ltr');

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('export default function AlertClosable()');
  expect(copied.trim()).toBe((await code.textContent())?.trim());

  await hide.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(code).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the interactive examples answer mouse and keyboard', async ({ page }) => {
  const problems = collectProblems(page);
  await signIn(page);

  // A closable alert closes, and the keyboard goes on from the button that brings it back.
  await open(page, 'alert', 'Alert', 'Closable');
  const closable = cardOf(page, 'Closable');
  await closable.getByRole('button', { name: 'Close' }).click();
  await expect(closable.getByText('Your trial ends in three days.')).toBeHidden();
  const again = closable.getByRole('button', { name: 'Show the alert again' });
  await expect(again).toBeFocused();
  await again.click();
  await expect(closable.getByText('Your trial ends in three days.')).toBeVisible();

  // A dialog opens, Escape closes it, and the focus returns to the button that opened it.
  await open(page, 'dialog', 'Dialog', 'Basic');
  const opener = page.getByRole('button', { name: 'Open the dialog' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Use the location service?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  // A snackbar shows its message, and Undo takes the action back.
  await open(page, 'snackbar', 'Snackbar', 'With an action');
  await page.getByRole('button', { name: 'Archive the conversation' }).click();
  await expect(page.getByText('Conversation archived')).toBeVisible();
  await expect(page.getByText('Archived so far: 1')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Conversation archived')).toBeHidden();
  await expect(page.getByText('Archived so far: 0')).toBeVisible();

  // Tabs switch with the arrow keys; End skips the disabled tab.
  await open(page, 'tabs', 'Tabs', 'Basic');
  const tabs = cardOf(page, 'Basic');
  await tabs.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toContainText('Anna uploaded three designs today');
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tabpanel')).toContainText('Choose who can see the project');

  // A menu opens from its button, and Escape gives the focus back.
  await open(page, 'menu', 'Menu', 'Basic');
  const account = page.getByRole('button', { name: 'My account' });
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(account).toBeFocused();
  expect(problems).toEqual([]);
});
