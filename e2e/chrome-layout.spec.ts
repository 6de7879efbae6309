import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
});

/** An admin on the typography page at 1400 px, the cookie question answered; the open navigation. */
async function openWideWithNavigation(page: Page) {
  await signInAs(page, ['admin2', 'internal']);
  // The cookie question, bottom-left, would cover the lower menu entries these tests open.
  await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/pages/typography');
  const nav = page.locator('#main-navigation');
  await expect(nav).toBeVisible();
  return nav;
}

test('below 1279 px the navigation is an overlay drawer opened by the hamburger', async ({ page }) => {
  const nav = await openWideWithNavigation(page);
  const hamburger = page.getByRole('button', { name: 'Open navigation' });
  await expect(hamburger).toHaveCount(0);
  // SPEC: "below 1279 px": at 1279 the navigation still sits beside the page, one pixel less it goes.
  await page.setViewportSize({ width: 1279, height: 800 });
  await expect(nav).toBeVisible();
  await expect(hamburger).toHaveCount(0);
  await page.setViewportSize({ width: 1278, height: 800 });
  await expect(hamburger).toBeVisible();
  await expect(nav).toBeHidden();

  await page.setViewportSize({ width: 1000, height: 800 });
  await expect(nav).toBeHidden();
  // A CSS locator: while the drawer is open the page behind it is hidden from assistive technology.
  const heading = page.locator('main h1');
  // The content slides over as the navigation leaves (a short transition): wait for it to settle.
  await expect.poll(async () => (await heading.boundingBox())?.x ?? 999).toBeLessThan(60);
  const contentX = (await heading.boundingBox())?.x ?? 999;

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav).toBeVisible();
  // Over the page, not beside it: the content did not move aside by the drawer's 260 px
  // (a few px of scroll-lock padding aside).
  expect(Math.abs(((await heading.boundingBox())?.x ?? 999) - contentX)).toBeLessThan(20);
  await nav.getByRole('button', { name: 'Components' }).click();
  await nav.getByRole('link', { name: 'Button' }).click();
  await expect(page).toHaveURL(/\/components\/button$/);
  await expect(nav).toBeHidden();
});

test('a horizontal layout turns vertical on a narrow screen and comes back when it widens', async ({ page }) => {
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/components/button');
  await page.getByRole('button', { name: 'Open the theme customizer' }).last().click();
  await page.getByRole('dialog', { name: 'Theme customizer' }).getByRole('button', { name: 'Horizontal' }).click();
  await page.getByRole('button', { name: 'Close the customizer' }).click();

  const horizontal = page.locator('nav[data-layout="horizontal"]');
  await expect(horizontal).toBeVisible();
  const box = await horizontal.boundingBox();
  expect(box && box.width).toBeGreaterThan(1000);
  expect(box && box.y).toBeLessThan(120);

  await page.setViewportSize({ width: 800, height: 900 });
  await expect(horizontal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('application-appContentLayoutNav'))).toBe('horizontal');

  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(horizontal).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);
});

test('the horizontal menu opens its groups and keeps the current page highlighted', async ({ page }) => {
  await signInAs(page, ['admin2', 'internal']);
  await page.addInitScript(() => localStorage.setItem('application-appContentLayoutNav', 'horizontal'));
  await page.setViewportSize({ width: 1440, height: 900 });
  // The page's clock runs as usual, but the test can move it on instead of waiting for real.
  await page.clock.install();
  await page.goto('/pages/typography');
  const ui = page.getByRole('button', { name: 'UI elements' });
  // Hover opens the group; a click that comes a while later (a slow hand) must leave it open.
  await ui.hover();
  await expect(ui).toHaveAttribute('aria-expanded', 'true');
  // SPEC's slide-y-reverse: the popup rises into place, from below (a positive Y offset).
  const startsFrom = await page
    .locator('[data-nav-popup]')
    .first()
    .evaluate((el) => {
      const name = getComputedStyle(el).animationName;
      for (const sheet of Array.from(document.styleSheets))
        for (const rule of Array.from(sheet.cssRules))
          if (rule instanceof CSSKeyframesRule && rule.name === name) return rule.findRule('from')?.style.transform;
      return null;
    });
  expect(startsFrom).toBe('translateY(12px)');
  await page.clock.fastForward(700);
  await ui.click();
  await expect(ui).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Typography' })).toHaveAttribute('aria-current', 'page');
  // On by keyboard: the nested group opens with Enter, its link follows with Enter.
  await page.getByRole('button', { name: 'Components' }).press('Enter');
  await page.getByRole('link', { name: 'Button' }).press('Enter');
  await expect(page).toHaveURL(/\/components\/button$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Button' })).toBeVisible();
});

test('the collapsed navigation is a rail that widens while hovered', async ({ page }) => {
  await signInAs(page, ['admin2', 'internal']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pages/typography');
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  const aside = page.locator('aside').filter({ has: page.locator('#main-navigation') });
  await page.mouse.move(900, 500);
  await expect(async () => expect((await aside.boundingBox())?.width).toBe(72)).toPass();
  expect(await page.evaluate(() => localStorage.getItem('application-isVerticalNavCollapsed'))).toBe('true');
  await aside.hover();
  await expect(async () => expect((await aside.boundingBox())?.width).toBe(260)).toPass();
});

test('Ctrl+K searches the pages the user may open', async ({ page }) => {
  await signInAs(page, ['admin2', 'internal']);
  await page.goto('/pages/typography');
  await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
  // Typed straight after the shortcut, while the dialog is still on its way: no letter is lost.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('gitara');
  const search = page.getByRole('combobox', { name: 'Search pages' });
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('gitara');
  await search.fill('zzzz');
  await expect(page.getByText('No result found')).toBeVisible();
  await search.fill('butt');
  await expect(page.getByRole('option', { name: /Button/ }).first()).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/components\/button$/);
});

test('a member sees the marketplace entries and no admin template entry', async ({ page }) => {
  await signInAs(page, ['internal']);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/pages/typography');
  await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
  const nav = page.locator('#main-navigation');
  await expect(nav.getByRole('link', { name: 'My messages' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact messages' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Dashboards' })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'UI elements' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
});

test('the front page has its own header with language, theme and Sign in, without the admin chrome', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Theme/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(scripts.some((u) => u.includes('default-layout'))).toBe(false);
});

test("reaching a menu entry starts loading its page's code before the click", async ({ page }) => {
  const nav = await openWideWithNavigation(page);
  await nav.getByRole('button', { name: 'Components' }).click();
  const entry = nav.getByRole('link', { name: 'Button' });
  // The button page's own file (components/button.tsx): asked for on hover, with no click.
  const pageFile = page.waitForRequest((r) => /\/assets\/button-[\w-]+\.js$/.test(r.url()));
  await entry.hover();
  await pageFile;
  await expect(page).toHaveURL(/\/pages\/typography$/);
  await entry.click();
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page).toHaveURL(/\/components\/button$/);
});
