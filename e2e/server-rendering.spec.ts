import { expect, test, type Page } from '@playwright/test';
import { compareWithServerHtml } from './support/compare-dom';
import { siteUrl } from './support/sites';

/** Console errors and warnings, and uncaught errors: a hydration mismatch shows up here. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    // Chromium's notes about security headers on plain-http test hosts are not the app's.
    if (/Cross-Origin-Opener-Policy|origin-keyed|Failed to load resource/.test(text)) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${text}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/**
 * Elements of the server's HTML that the browser threw away while taking the page over. Hydration
 * keeps every server element; a mismatch that the runtime repairs silently (Preact reports none,
 * ADR 0020) shows up here as removed elements. Only removals before the app says it is ready count:
 * later changes are the page at work, not hydration.
 */
async function watchReplacedElements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const replaced: string[] = [];
    (window as unknown as { replacedBySpa: string[] }).replacedBySpa = replaced;
    let ready = false;
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target === document.documentElement) {
          ready ||= document.documentElement.dataset.appReady === 'true';
          continue;
        }
        const inRoot = r.target instanceof Element && (r.target.id === 'root' || r.target.closest('#root') !== null);
        if (ready || !inRoot) continue;
        for (const n of r.removedNodes) if (n instanceof Element) replaced.push(n.outerHTML.slice(0, 160));
      }
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-app-ready'] });
  });
  return () => page.evaluate(() => (window as unknown as { replacedBySpa: string[] }).replacedBySpa);
}

/** Relative luminance (0 black .. 1 white) of the page's background and of the headline's text. */
async function schemeOf(page: Page): Promise<{ background: number; headline: number }> {
  return page.evaluate(() => {
    const lum = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
      return (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255;
    };
    // The page's own box: the islands before it (the cookie banner) have no box of their own.
    const wrapper = document.querySelector('#root > :not([data-island])') as HTMLElement;
    const h1 = document.querySelector('h1') as HTMLElement;
    return { background: lum(getComputedStyle(wrapper).backgroundColor), headline: lum(getComputedStyle(h1).color) };
  });
}

async function appReady(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a front page, sign-in and the all-sites page show their content', async ({ page }) => {
    await page.goto(siteUrl('korepetycje.lol', '/index'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Korepetycje.lol').first()).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(page.getByLabel(/Email/i).first()).toBeVisible();

    await page.goto('/sites');
    await expect(page.getByRole('heading', { level: 1, name: 'All our sites' })).toBeVisible();
  });

  test('the first paint downloads no web font: the metric-matched fallback draws the text', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fonts.push(r.url());
    });
    await page.goto(siteUrl('korepetycje.lol', '/index'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The faces are in the page, held back until the loader script (which needs JavaScript) lets them apply.
    await expect(page.locator('style#web-fonts')).toHaveAttribute('media', 'print');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts).toEqual([]);
  });

  test('an Arabic page reads right to left', async ({ page }) => {
    await page.goto('/index?lang=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
  });

  test("the header's listing search still opens the search page with the query", async ({ page }) => {
    await page.goto(siteUrl('korepetycje.lol', '/index'));
    const field = page.getByRole('searchbox', { name: 'Szukaj ofert' });
    await field.fill('matematyka');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=matematyka$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('matematyka');
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    const res = await page.goto(siteUrl('korepetycje.lol', '/no/such/page'));
    expect(res?.status()).toBe(404);
    await expect(page.getByText('404')).toBeVisible();
  });
});

/** The address of one of korepetycje.lol's seeded offers, found through the public API. */
async function offerUrl(page: Page, lang = 'pl'): Promise<string> {
  const res = await page.request.get('/api/listings?pageSize=1', { headers: { host: 'korepetycje.lol' } });
  const { items } = (await res.json()) as { items: { id: string }[] };
  return siteUrl('korepetycje.lol', `/${lang}/offer/${items[0]!.id}`);
}

test.describe('hydration', () => {
  /*
   * Every kind of public page made of islands (ADR 0026), light, dark and Arabic: React hydrates
   * its islands without a warning, and the page's DOM is then the server's, element for element.
   */
  const cases = [
    { name: 'a front page, light', url: siteUrl('korepetycje.lol', '/index'), scheme: 'light' as const, dark: false },
    { name: 'sign-in, light', url: '/login', scheme: 'light' as const },
    { name: 'sign-in, Arabic', url: '/login?lang=ar', scheme: 'light' as const },
    {
      name: 'a front page, dark browser on a site that follows the system',
      url: '/index',
      scheme: 'dark' as const,
      dark: true,
    },
    { name: 'a dark site', url: siteUrl('bestgame.guru', '/index'), scheme: 'light' as const, dark: true },
    { name: 'Arabic', url: '/index?lang=ar', scheme: 'light' as const, dark: false },
    { name: 'an offer page', url: 'offer', scheme: 'light' as const, dark: false },
    { name: 'an offer page, dark', url: 'offer', scheme: 'dark' as const },
    { name: 'an offer page in Arabic', url: 'offer-ar', scheme: 'light' as const, dark: false },
    { name: 'search', url: siteUrl('korepetycje.lol', '/search?q=matematyka'), scheme: 'light' as const, dark: false },
    { name: 'search, Arabic and dark', url: '/search?lang=ar', scheme: 'dark' as const, dark: true },
    { name: 'all sites', url: '/sites', scheme: 'light' as const, dark: false },
    { name: 'an authentication variant, cover', url: '/pages/authentication/login-v2', scheme: 'light' as const },
    {
      name: 'an authentication variant, basic and dark',
      url: '/pages/authentication/register-v1',
      scheme: 'dark' as const,
    },
    {
      name: 'register in steps, Arabic',
      url: '/pages/authentication/register-multi-steps?lang=ar',
      scheme: 'light' as const,
    },
    { name: 'verify email', url: '/verify-email', scheme: 'light' as const },
  ];
  for (const c of cases as { name: string; url: string; scheme: 'light' | 'dark'; dark?: boolean }[]) {
    test(`${c.name}: no console errors or mismatch warnings, and the DOM is the server's`, async ({ page }) => {
      const problems = watchConsole(page);
      const replaced = await watchReplacedElements(page);
      await page.emulateMedia({ colorScheme: c.scheme });
      const url = c.url === 'offer' ? await offerUrl(page) : c.url === 'offer-ar' ? await offerUrl(page, 'ar') : c.url;
      const res = await page.goto(url);
      const serverHtml = (await res?.text()) ?? '';
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await compareWithServerHtml(page, serverHtml), 'the DOM after the islands hydrated').toEqual([]);
      // The islands that wait (until near the screen, or idle) start at the reader's first touch:
      // once every one has hydrated, they too have kept the server's DOM.
      const islands = await page.locator('[data-island-index]').count();
      await page.locator('[data-island-when="visible"], [data-island-when="idle"]').evaluateAll((wrappers) => {
        for (const wrapper of wrappers) wrapper.dispatchEvent(new FocusEvent('focusin'));
      });
      await expect(page.locator('html')).toHaveAttribute('data-islands-hydrated', String(islands));
      expect(await compareWithServerHtml(page, serverHtml), 'the DOM after every island hydrated').toEqual([]);
      expect(problems).toEqual([]);
      expect(await replaced(), 'elements of the server HTML replaced while hydrating').toEqual([]);
      // Every style the page needed came with it: hydrating compiled none again (stylis, and on
      // Arabic pages the mirroring plugin, are a phone's slowest part of taking a page over).
      const compiledInBrowser = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="mui"], style[data-emotion="muirtl"]'),
        ].reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0),
      );
      expect(compiledInBrowser, 'style rules the browser compiled while hydrating').toBe(0);
      // Styles and markup agree after hydration: the page is wholly light or wholly dark, never mixed.
      const { background, headline } = await schemeOf(page);
      expect(Math.abs(background - headline)).toBeGreaterThan(0.4);
      if (c.dark !== undefined) expect(background < 0.5).toBe(c.dark);
    });
  }

  test("a new reader's page keeps the fallback font until the next page, which draws in Public Sans, as does a reload in the tab", async ({
    page,
  }) => {
    const loadedPublicSans = () =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Public Sans' && f.status === 'loaded')
          .length;
      });
    await page.goto(siteUrl('korepetycje.lol', '/index'));
    await appReady(page);
    // Switching fonts under the page on screen would lay it all out again: it stays on the fallback.
    await expect(page.locator('style#web-fonts')).toHaveAttribute('media', 'print');
    // Meanwhile the files download (without applying) and the browser notes that it has them.
    const key = await page.locator('style#web-fonts').getAttribute('data-key');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('web-fonts-cached'))).toBe(key);
    expect(await loadedPublicSans()).toBe(0);

    // The next page, in the app: drawn in Public Sans, Latin Extended too (Polish), in the weights it uses.
    await page
      .getByRole('link', { name: /Zaloguj się/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('style#web-fonts')).toHaveAttribute('media', 'all');
    await expect.poll(loadedPublicSans).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => document.fonts.check('700 16px "Public Sans"', 'ąę'))).toBe(true);

    // A page loaded again in this tab has the files: the faces apply from the first paint on, before the app starts.
    const noteFontsAtFirstPaint = () =>
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        document.documentElement.dataset.fontsAtFirstPaint =
          document.getElementById('web-fonts')?.getAttribute('media') ?? '';
      }).observe({ type: 'paint', buffered: true });
    await page.context().addInitScript(noteFontsAtFirstPaint);
    await page.goto(siteUrl('korepetycje.lol', '/index'));
    await expect(page.locator('html')).toHaveAttribute('data-fonts-at-first-paint', 'all');
    await expect.poll(loadedPublicSans).toBeGreaterThanOrEqual(2);
    // Another tab may not have them (its cache can be gone while storage stays): the first paint asks for no font.
    const other = await page.context().newPage();
    await other.goto(siteUrl('korepetycje.lol', '/index'));
    await expect(other.locator('html')).toHaveAttribute('data-fonts-at-first-paint', 'print');
  });

  test('a page sent again from the kept copy (the same bytes, compressed once) decodes and runs its scripts', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    // Any script or style the CSP blocks, as the browser reports it.
    await page.addInitScript(() => {
      const blocked: string[] = [];
      (window as unknown as { cspBlocked: string[] }).cspBlocked = blocked;
      document.addEventListener('securitypolicyviolation', (e) =>
        blocked.push(`${e.effectiveDirective} ${e.blockedURI}`),
      );
    });
    const url = siteUrl('korepetycje.lol', '/index?from=kept-copy');
    // The first visit renders and keeps the page; the second is the kept copy.
    const first = await page.goto(url);
    await appReady(page);
    const again = await page.goto(url);
    expect(again?.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    const csp = again?.headers()['content-security-policy'] ?? '';
    expect(csp).toBe(first?.headers()['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toMatch(/unsafe-inline|nonce/);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The pre-paint script ran (it sets the scheme), and so did the router's hydration data script.
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', /light|dark/);
    expect(await page.evaluate(() => '__staticRouterHydrationData' in window)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cspBlocked: string[] }).cspBlocked)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a link in an island loads the next public page from the server, made of islands too', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/index');
    await appReady(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    // "All sites" is in the header, an island: its router loads other pages whole (ADR 0026).
    const next = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/sites' && r.request().resourceType() === 'document',
    );
    await page
      .getByRole('link', { name: /all sites/i })
      .first()
      .click();
    expect((await next).status()).toBe(200);
    await expect(page).toHaveURL(/\/sites$/);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'All our sites' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  test('the search pages in place: a new filter changes the address and the results, not the page', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await page.goto(siteUrl('korepetycje.lol', '/search'));
    await appReady(page);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const field = page.getByRole('main').getByRole('searchbox').first();
    await field.fill('matematyka');
    await field.press('Enter');
    await expect(page).toHaveURL(/[?&]q=matematyka/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('matematyka');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
  });

  test('a signed-in reader on a public page gets the page rendered for them', async ({ page }) => {
    // A session the server cannot see: the browser renders the page itself instead of hydrating.
    await page.goto('/login');
    await page.evaluate(() => {
      localStorage.setItem('userId', 'someone');
      localStorage.setItem('accessToken', 'not-a-real-token');
      localStorage.setItem('userAbilityRules', '[]');
    });
    const problems = watchConsole(page);
    const replaced = await watchReplacedElements(page);
    await page.goto('/sites');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1, name: 'All our sites' })).toBeVisible();
    expect(problems.filter((p) => /hydrat/i.test(p))).toEqual([]);
    // The server's elements made way for the browser's own render: the watch above sees that.
    expect((await replaced()).length).toBeGreaterThan(0);
  });
});
