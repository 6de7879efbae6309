import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/session';
import { siteUrl } from './support/sites';

/*
 * Issue #33: a signed-in page opened directly shows its layout's frame (top bar, side menu, a page
 * skeleton) from the server's HTML, before the app's scripts have run, in the reader's scheme,
 * direction and layout; the app then replaces it in one step, its own bars where the frame's were.
 */

const SITE = 'korepetycje.lol';
/** The site's AppTitle prefixes its stored settings (settings-keys.ts). */
const PREFIX = 'Korepetycje.lol-';

/** Stores the reader's look before any page script runs, as the customizer would have. */
async function storeSettings(page: Page, settings: Record<string, string>) {
  await page.addInitScript(
    ({ prefix, values }) => {
      for (const [name, value] of Object.entries(values)) localStorage.setItem(prefix + name, value);
    },
    { prefix: PREFIX, values: settings },
  );
}

/**
 * Opens a signed-in page with the app's scripts held back, and returns the function that lets
 * them through. Animation-frame callbacks (run just before each paint) count any frame that shows
 * both the server's frame and the app's bars, or neither once the app has begun.
 */
async function openHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // The held scripts hold the load event too: the page is there once its HTML is.
  await page.goto(siteUrl(SITE, path), { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => {
    const w = window as unknown as { framesWithBoth: number; framesWithNeither: number };
    w.framesWithBoth = 0;
    w.framesWithNeither = 0;
    const check = () => {
      const frame = document.getElementById('shell-frame');
      const app = document.querySelector('#root header, #root aside');
      if (frame && app) w.framesWithBoth += 1;
      if (!frame && !app) w.framesWithNeither += 1;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  return release;
}

type Box = { x: number; y: number; width: number; height: number };

/** The boxes of the top bar's surroundings and the side menu, the frame's or the app's. */
function boxes(page: Page, which: 'frame' | 'app'): Promise<Record<'head' | 'bar' | 'nav', Box | null>> {
  return page.evaluate((w) => {
    const box = (el: Element | null | undefined) => {
      if (!el) return null;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return null;
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    if (w === 'frame') {
      return {
        head: box(document.querySelector('#shell-frame .f-head')),
        bar: box(document.querySelector('#shell-frame .f-bar')),
        nav: box(document.querySelector('#shell-frame .f-nav')),
      };
    }
    const header = document.querySelector('#root header');
    return {
      head: box(header),
      // The floating card (vertical layout) or the navbar's row (horizontal): the header's box's first child.
      bar: box(header?.firstElementChild?.firstElementChild),
      nav: box(document.querySelector('#root aside')),
    };
  }, which);
}

function expectSameBox(actual: Box | null, expected: Box | null, what: string) {
  expect(actual === null, `${what}: shown in both or in neither`).toBe(expected === null);
  if (!actual || !expected) return;
  for (const side of ['x', 'y', 'width', 'height'] as const) {
    expect(
      Math.abs(actual[side] - expected[side]),
      `${what} ${side}: ${actual[side]} vs ${expected[side]}`,
    ).toBeLessThan(1.5);
  }
}

/** Lets the app start and waits until it has replaced the frame; checks no frame showed both or neither. */
async function appTakesOver(page: Page, release: () => void) {
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
  await expect(page.locator('#shell-frame')).toHaveCount(0);
  await expect(page.locator('#root header')).toBeVisible();
  const counts = await page.evaluate(() => {
    const w = window as unknown as { framesWithBoth: number; framesWithNeither: number };
    return { framesWithBoth: w.framesWithBoth, framesWithNeither: w.framesWithNeither };
  });
  expect(counts.framesWithBoth, 'frames with the frame and the app').toBe(0);
  expect(counts.framesWithNeither, 'frames with neither').toBe(0);
}

async function shot(page: Page, name: string) {
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}

for (const width of [1400, 390]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`at ${width} px, ${scheme}: the frame is on screen before the app, and the app's bars take its place`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width > 1000 ? 860 : 844 });
      await signInAs(page, ['admin2']);
      await storeSettings(page, { theme: scheme });
      const release = await openHeld(page, '/dashboards/crm');

      const frame = page.locator('#shell-frame');
      await expect(frame).toBeVisible();
      await expect(frame.locator('.f-bar')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
      expect(await page.locator('html').getAttribute('data-app-ready')).toBeNull();
      // The side menu beside the page on a wide screen; below 1279 px a menu button instead.
      if (width > 1279) await expect(frame.locator('.f-nav')).toBeVisible();
      else {
        await expect(frame.locator('.f-nav')).toBeHidden();
        await expect(frame.locator('.f-burger')).toBeVisible();
      }
      // The frame's surface is the scheme's paper.
      const paper = await frame.locator('.f-bar').evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(paper).toBe(scheme === 'dark' ? 'rgb(47, 51, 73)' : 'rgb(255, 255, 255)');
      const before = await boxes(page, 'frame');
      await shot(page, `before-app-${width}-${scheme}`);

      await appTakesOver(page, release);
      const after = await boxes(page, 'app');
      expectSameBox(before.head, after.head, 'top bar area');
      expectSameBox(before.bar, after.bar, 'top bar');
      expectSameBox(before.nav, after.nav, 'side menu');
      await shot(page, `after-app-${width}-${scheme}`);
    });
  }
}

test('in Arabic the frame reads from the right: the menu stands on the right, where the app puts it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1400, height: 860 });
  await signInAs(page, ['admin2']);
  const release = await openHeld(page, '/apps/logistics/fleet?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const before = await boxes(page, 'frame');
  expect(before.nav!.x).toBeGreaterThan(1400 / 2);
  await shot(page, 'before-app-arabic');
  await appTakesOver(page, release);
  const after = await boxes(page, 'app');
  expectSameBox(before.nav, after.nav, 'side menu');
  expectSameBox(before.bar, after.bar, 'top bar');
});

for (const layout of ['horizontal', 'collapsed'] as const) {
  test(`the frame is drawn in the ${layout} layout the reader chose`, async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 860 });
    await signInAs(page, ['admin2']);
    await storeSettings(
      page,
      layout === 'horizontal' ? { appContentLayoutNav: 'horizontal' } : { isVerticalNavCollapsed: 'true' },
    );
    const release = await openHeld(page, '/my-items');
    // The pointer away from the menu: a collapsed menu opens wide while hovered, and the
    // headless shell takes a new page's pointer to be at (0, 0), over it.
    await page.mouse.move(900, 500);
    const before = await boxes(page, 'frame');
    if (layout === 'horizontal') expect(before.nav).toBeNull();
    else expect(before.nav!.width).toBe(72);
    await shot(page, `before-app-${layout}`);
    await appTakesOver(page, release);
    const after = await boxes(page, 'app');
    expectSameBox(before.head, after.head, 'top bar area');
    expectSameBox(before.nav, after.nav, 'side menu');
  });
}

test('a visitor without a session gets no frame: the app sends them to sign in', async ({ page }) => {
  const release = await openHeld(page, '/dashboards/crm');
  await expect(page.locator('#shell-frame')).toBeHidden();
  release();
  await expect(page).toHaveURL(/\/login\?/);
});

test('a public page the server draws whole has no frame: its own content is there before the app', async ({ page }) => {
  await signInAs(page, ['admin2']);
  const release = await openHeld(page, '/index');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#shell-frame')).toHaveCount(0);
  release();
});
