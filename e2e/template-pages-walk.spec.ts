import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signInAs } from './support/session';
import { collectProblems } from './support/problems';
import { chromeTexts, walkedRoutes } from './support/walked-pages';

/*
 * Issues #36 and #37's walk: every template page of the admin menu's "UI elements" and "Forms &
 * tables" sections (typography, cards, components, extensions, form elements, layouts, wizards,
 * validation, tables) and the showcase pages of "Apps & pages" (FAQ, dialogs, pricing, the
 * wizard examples; support/walked-pages.ts) opens with its title as the h1, without a console error or a failed
 * request, in light and in dark, and a sample of them in Arabic, right to left; axe finds nothing
 * serious or critical in the page's own content (the chrome has its own specs).
 *
 * The list is the menu itself (src/web/navigation/admin-menu.ts), so a page joins the walk the
 * moment its entry stops being `planned`; nothing here needs editing when one is added. The
 * pages' interactions are checked by their own specs (component-pages, form-pages, card-pages).
 */

const EN = chromeTexts('en');
/** Pages whose h1 is not the menu's words (the FAQ greets the reader instead). */
const HEADINGS: Record<string, string> = { '/pages/faq': 'Hello, how can we help?' };

const ROUTES = walkedRoutes();

test('the walk covers every built page of issues #36 and #37', () => {
  const paths = ROUTES.map((r) => r.path);
  // Each kind of page is there (a section renamed or moved in the menu would empty the walk).
  for (const prefix of ['/components/', '/forms/', '/tables/', '/pages/cards/', '/pages/faq', '/wizard-examples/'])
    expect(
      paths.some((p) => p.startsWith(prefix)),
      prefix,
    ).toBe(true);
  expect(new Set(paths).size, 'no page twice').toBe(paths.length);
  for (const r of ROUTES) expect(r.label.en && r.label.ar, r.path).toBeTruthy();
});

const h1 = (page: Page) => page.locator('h1:not([data-walk-left])');

/**
 * Opens a page as the menu does: inside the running app (a history entry the router follows),
 * so the walk pays for each page, not for starting the app again; the first visit loads the app.
 * Then waits for the new page's h1: the one shown before is marked, so it cannot pass for it.
 */
async function visit(page: Page, to: string) {
  if (page.url() === 'about:blank') {
    await page.goto(to);
  } else if (new URL(page.url()).pathname !== to) {
    await page.evaluate((target) => {
      for (const old of document.querySelectorAll('h1')) old.setAttribute('data-walk-left', '');
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  }
  await expect(page.locator('h1:not([data-walk-left])'), to).toBeVisible({ timeout: 20_000 });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The serious and critical axe findings in the page's own content (<main>; the menu and navbar
 * have their own specs), each with its first elements and why. `rules` narrows the check: in dark
 * only the colours differ from light, so only the contrast rule can find anything new there.
 */
async function axeFindings(page: Page, rules?: string[]): Promise<string[]> {
  let builder = new AxeBuilder({ page }).include('main');
  if (rules) builder = builder.withRules(rules);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.html.slice(0, 160)} (${n.failureSummary ?? ''})`)
          .join(' | ')}`,
    );
}

// The walk is shared out in parts that run side by side, each with one signed-in page; each
// part opens its pages in light, then in dark, then its sample in Arabic.
const PARTS = 12;
for (let part = 0; part < PARTS; part++) {
  const mine = ROUTES.filter((_, i) => i % PARTS === part);
  test(`template pages walk, part ${part + 1} of ${PARTS}: light, dark and Arabic, axe-clean`, async ({ page }) => {
    // Two busy cores: a page and its axe check take a few seconds each (as form-pages had it).
    test.setTimeout(180_000);
    const problems = collectProblems(page);
    // The cookie question would sit over the pages' content for axe.
    await page.addInitScript(() => localStorage.setItem('cookie-consent-site', 'accept'));
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAs(page, ['admin2', 'internal']);
    await page.setViewportSize({ width: 1280, height: 900 });

    const english = new Map<string, string>();
    for (const route of mine) {
      await visit(page, route.path);
      await expect(h1(page), route.path).toHaveText(new RegExp(escape(HEADINGS[route.path] ?? route.label.en), 'i'));
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
      english.set(route.path, (await h1(page).textContent()) ?? '');
      expect(await axeFindings(page), `${route.path} in light`).toEqual([]);
    }

    // Dark by the app's own theme menu, as a reader switches it: the same page, no new sign-in.
    await page.getByRole('button', { name: new RegExp(`^${EN['navbar.theme']}`) }).click();
    await page.getByRole('menuitemradio', { name: EN['theme.dark'] }).click();
    for (const route of mine) {
      await visit(page, route.path);
      await expect(h1(page), route.path).toHaveText(new RegExp(escape(HEADINGS[route.path] ?? route.label.en), 'i'));
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
      expect(await axeFindings(page, ['color-contrast']), `${route.path} in dark`).toEqual([]);
    }

    // Arabic by the language menu: right to left, the title translated.
    await page.getByRole('button', { name: EN['navbar.language'] }).click();
    await page.getByRole('menuitemradio', { name: 'العربية' }).click();
    // The language's texts and font load first: on two busy cores that can take a while.
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });
    for (const route of mine.filter((r) => r.sample)) {
      await visit(page, route.path);
      await expect(h1(page), route.path).not.toHaveText(english.get(route.path) ?? '');
      expect(await axeFindings(page), `${route.path} in Arabic`).toEqual([]);
    }
    expect(problems).toEqual([]);
  });
}
