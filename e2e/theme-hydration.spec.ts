import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/sites';

/*
 * ADR 0016: one theme holds both schemes as CSS variables, so a returning reader's stored scheme
 * styles the server's HTML from the first paint and the browser hydrates it without a mismatch.
 * Each test fails on any console error or warning, and checks the server's headline element is
 * the one on screen afterwards: the browser build (Preact, ADR 0020) repairs a mismatch without
 * logging it, by replacing elements.
 */

const chrome = (lang: string) =>
  JSON.parse(readFileSync(`src/web/locales/${lang}/chrome.json`, 'utf8')) as Record<string, string>;
const en = chrome('en');
const ar = chrome('ar');

const DARK_PAGE = 'rgb(37, 41, 60)'; // PAGE_BACKGROUNDS.dark.default
const DARK_BORDERED = 'rgb(47, 51, 73)'; // PAGE_BACKGROUNDS.dark.bordered
const LIGHT_PAGES = ['rgb(248, 247, 250)', 'rgb(255, 255, 255)'];
const LIGHT_PAGE = /^rgb\((248, 247, 250|255, 255, 255)\)$/;

interface FirstPaint {
  scheme: string | null;
  body: string;
  /** Whether the app had already started when the headline was parsed (it must not have). */
  appStarted: boolean;
}

/**
 * Records, while the browser is still parsing the server's HTML (module scripts run only after
 * parsing), the body's background as the server's styles and the pre-paint script make it, and
 * keeps the server's own headline element, to tell later whether React hydrated it or replaced it.
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { firstPaint?: FirstPaint; serverHeadline?: Element };
    new MutationObserver((_, observer) => {
      const h1 = document.querySelector('#root h1');
      if (!h1 || !document.body) return;
      observer.disconnect();
      w.serverHeadline = h1;
      w.firstPaint = {
        scheme: document.documentElement.getAttribute('data-color-scheme'),
        body: getComputedStyle(document.body).backgroundColor,
        appStarted: document.documentElement.dataset.appReady === 'true',
      };
    }).observe(document, { childList: true, subtree: true });
  });
}

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

async function firstPaint(page: Page): Promise<FirstPaint> {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { firstPaint?: FirstPaint }).firstPaint))
    .toBeTruthy();
  return page.evaluate(() => (window as unknown as { firstPaint: FirstPaint }).firstPaint);
}

/** True when the headline on screen is still the element the server sent: the page was hydrated. */
function hydratedInPlace(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const server = (window as unknown as { serverHeadline?: Element }).serverHeadline;
    return !!server && server.isConnected && document.querySelector('#root h1') === server;
  });
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const READERS = [
  { name: 'stored dark on a light browser', stored: 'dark', system: 'light' as const },
  { name: 'stored "system" on a dark browser', stored: 'system', system: 'dark' as const },
];
const PAGES = [
  { name: 'a front page', url: siteUrl('bookatable4.com', '/index'), prefix: 'Book a table 4', dark: DARK_PAGE },
  { name: 'sign-in', url: '/login', prefix: 'application', dark: DARK_PAGE },
  { name: 'an Arabic front page', url: '/index?lang=ar', prefix: 'application', dark: DARK_PAGE },
  // A bordered site: the dark scheme's flat surface.
  {
    name: 'a bordered front page',
    url: siteUrl('korepetycje.lol', '/index'),
    prefix: 'Korepetycje.lol',
    dark: DARK_BORDERED,
  },
];

for (const reader of READERS) {
  for (const p of PAGES) {
    test(`${reader.name}, ${p.name}: dark from the first paint, hydrated without a mismatch`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: reader.system });
      await page.addInitScript(
        ([key, value]) => {
          if (!sessionStorage.getItem('seeded')) {
            localStorage.setItem(key!, value!);
            sessionStorage.setItem('seeded', '1');
          }
        },
        [`${p.prefix}-theme`, reader.stored],
      );
      await watchFirstPaint(page);
      const problems = watchConsole(page);
      await page.goto(p.url);

      // Before any app script: the server's styles already paint the reader's dark scheme.
      const first = await firstPaint(page);
      expect(first.appStarted).toBe(false);
      expect(first.scheme).toBe('dark');
      expect(first.body).toBe(p.dark);

      await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydrated, not rendered afresh, and still dark: the app never switched to the site's light default.
      expect(await hydratedInPlace(page)).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
      expect(await bodyBackground(page)).toBe(p.dark);
      const headline = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).color);
      expect(headline).not.toBe(p.dark);
      expect(problems).toEqual([]);
    });
  }
}

for (const lang of ['en', 'ar'] as const) {
  test(`after hydration the theme switcher turns light, dark and system, in place (${lang})`, async ({ page }) => {
    const labels = lang === 'ar' ? ar : en;
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('application-theme', 'dark');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await watchFirstPaint(page);
    const problems = watchConsole(page);
    await page.goto(`/index?lang=${lang}`);
    const html = page.locator('html');
    // The body's colour follows the attribute a frame later: with reduced motion every property
    // still has a 0.01 ms transition (css-baseline.ts), so it is waited for, not read at once.
    const body = page.locator('body');
    await expect(html).toHaveAttribute('data-app-ready', 'true');
    await expect(html).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    await expect(html).toHaveAttribute('data-color-scheme', 'dark');

    const choose = async (mode: 'light' | 'dark' | 'system') => {
      await page.getByRole('button', { name: new RegExp(`^${labels['navbar.theme']}`) }).click();
      await page.getByRole('menuitemradio', { name: labels[`theme.${mode}`] }).click();
    };

    await choose('light');
    await expect(html).toHaveAttribute('data-color-scheme', 'light');
    await expect(body).toHaveCSS('background-color', LIGHT_PAGE);

    await choose('dark');
    await expect(html).toHaveAttribute('data-color-scheme', 'dark');
    await expect(body).toHaveCSS('background-color', DARK_PAGE);

    // "System" follows the browser, also when it changes its mind later.
    await choose('light');
    await choose('system');
    await expect(html).toHaveAttribute('data-color-scheme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-color-scheme', 'light');
    await expect(body).toHaveCSS('background-color', LIGHT_PAGE);
    // "System" is this site's default, so nothing is left stored.
    expect(await page.evaluate(() => localStorage.getItem('application-theme'))).toBeNull();

    // The server's headline all along: a scheme change sets an attribute, it does not rebuild the page.
    expect(await hydratedInPlace(page)).toBe(true);
    expect(problems).toEqual([]);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a dark site is dark and a light site light, from the server's HTML alone", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(siteUrl('bestgame.guru', '/index'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await bodyBackground(page)).toBe(DARK_BORDERED);
    await page.goto(siteUrl('bookatable4.com', '/index'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(LIGHT_PAGES).toContain(await bodyBackground(page));
  });
});
