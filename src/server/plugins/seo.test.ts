import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp } from '../test/build-test-app';

const KOREPETYCJE = 'https://korepetycje.lol';
const BESTGAME = 'https://bestgame.guru';

/** The <head> of a page, where every tag below must be (the body is the app's empty root). */
const headOf = (html: string) => /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
const attr = (html: string, selector: RegExp) => selector.exec(headOf(html))?.[1];

describe('what search engines and link previews see, per site', () => {
  let app: App;
  beforeAll(async () => {
    // Production: each site's public origin is its own domain over https (public-origin.ts).
    app = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => app?.close());

  const get = (url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

  it('describes the Polish front page of korepetycje.lol in Polish, under its own address', async () => {
    const head = headOf((await get('/', 'korepetycje.lol')).body);
    expect(head).toContain('<title>Korepetycje.lol</title>');
    expect(head).toContain(
      '<meta name="description" content="Znajdź korepetytora z matematyki, języków lub fizyki i umów lekcję online albo na miejscu.">',
    );
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(head).toContain(`<link rel="canonical" href="${KOREPETYCJE}/index">`);
    expect(head).toContain(`<link rel="alternate" hreflang="pl" href="${KOREPETYCJE}/index">`);
    expect(head).toContain(`<link rel="alternate" hreflang="en" href="${KOREPETYCJE}/index?lang=en">`);
    expect(head).toContain(`<link rel="alternate" hreflang="ar" href="${KOREPETYCJE}/index?lang=ar">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${KOREPETYCJE}/index">`);
    expect(head.match(/hreflang=/g)).toHaveLength(11);
    expect(head).toContain('<meta property="og:title" content="Korepetycje.lol">');
    expect(head).toContain('<meta property="og:site_name" content="Korepetycje.lol">');
    expect(head).toContain(`<meta property="og:url" content="${KOREPETYCJE}/index">`);
    expect(head).toContain('<meta property="og:locale" content="pl_PL">');
    expect(head).toContain('<meta property="og:description" content="Znajdź korepetytora');
    expect(head).toContain('<meta name="twitter:card" content="summary">');
    expect(head).toContain('<meta name="twitter:title" content="Korepetycje.lol">');
    expect(head).not.toContain('robots');
    // The storage prefix the theme script reads stays the site's title.
    expect(head).toContain('<meta name="application-name" content="Korepetycje.lol">');
  });

  it('names the sign-in page of korepetycje.lol in Polish, its address without the sign-in redirect', async () => {
    const head = headOf((await get('/login?redirecturl=%2Fapps%2Froles', 'korepetycje.lol')).body);
    // The document title is the site's, as the browser keeps it; previews name the page.
    expect(head).toContain('<title>Korepetycje.lol</title>');
    expect(head).toContain('<meta name="description" content="Zaloguj się na swoje konto i zacznij przygodę">');
    expect(head).toContain(`<link rel="canonical" href="${KOREPETYCJE}/login">`);
    expect(head).toContain(`<link rel="alternate" hreflang="zh-CN" href="${KOREPETYCJE}/login?lang=cn">`);
    expect(head).toContain('<meta property="og:title" content="Zaloguj się · Korepetycje.lol">');
    expect(head).toContain('<meta name="twitter:description" content="Zaloguj się na swoje konto i zacznij przygodę">');
  });

  it('describes an Arabic page in Arabic, right-to-left, on its own site', async () => {
    const front = await get('/index?lang=ar', 'bestgame.guru');
    expect(front.body).toContain('<html lang="ar" dir="rtl"');
    const head = headOf(front.body);
    expect(attr(front.body, /<meta name="description" content="([^"]*)">/)).toMatch(/[\u0600-\u06FF]/);
    expect(head).toContain(`<link rel="canonical" href="${BESTGAME}/index?lang=ar">`);
    expect(head).toContain(`<link rel="alternate" hreflang="x-default" href="${BESTGAME}/index">`);
    expect(head).toContain('<meta property="og:locale" content="ar_AR">');
    expect(head).not.toContain('korepetycje');

    const login = headOf((await get('/login?lang=ar', 'bestgame.guru')).body);
    expect(login).toContain('<title>Best Game Guru</title>');
    expect(login).toContain('<meta name="description" content="سجّل الدخول إلى حسابك وابدأ المغامرة">');
    expect(login).toContain(`<link rel="canonical" href="${BESTGAME}/login?lang=ar">`);
    expect(login).toContain('<meta property="og:title" content="تسجيل الدخول · Best Game Guru">');
  });

  it('follows a language shortcut to the page it opens: /ar is the front page in Arabic', async () => {
    const head = headOf((await get('/ar', 'korepetycje.lol')).body);
    expect(head).toContain(`<link rel="canonical" href="${KOREPETYCJE}/index?lang=ar">`);
    expect(head).toContain('<meta property="og:locale" content="ar_AR">');
  });

  it('keeps signed-in pages and unknown paths out of search results, with the plain title', async () => {
    for (const path of ['/apps/user/list', '/pages/account-settings/security', '/dashboards/no-such-page']) {
      const head = headOf((await get(path, 'korepetycje.lol')).body);
      expect(head, path).toContain('<title>Korepetycje.lol</title>');
      expect(head, path).toContain('<meta name="robots" content="noindex">');
      expect(head, path).not.toMatch(/canonical|og:|twitter:|name="description"/);
    }
    const reset = headOf((await get('/reset-password?token=abc', 'korepetycje.lol')).body);
    expect(reset).toContain('<meta name="robots" content="noindex">');
    expect(reset).toContain(`<link rel="canonical" href="${KOREPETYCJE}/reset-password">`);
  });

  it('serves each site a robots.txt naming only its own sitemap, closing the API and signed-in areas', async () => {
    const res = await get('/robots.txt', 'korepetycje.lol');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    // The Academy's pages are open to visitors, so /apps/ is closed page by page around them.
    expect(lines).toContain('Disallow: /apps/user/list');
    expect(lines).toContain('Disallow: /apps/logistics/fleet');
    expect(lines.some((l) => l.startsWith('Disallow: /apps/academy'))).toBe(false);
    expect(lines).not.toContain('Disallow: /apps/');
    expect(lines).toContain('Disallow: /pages/account-settings/');
    expect(lines).not.toContain('Disallow: /pages/');
    expect(lines.some((l) => /^Disallow: \/(login|index|register)/.test(l))).toBe(false);
    expect(lines).toContain(`Sitemap: ${KOREPETYCJE}/sitemap.xml`);

    const other = await get('/robots.txt', 'bestgame.guru');
    expect(other.body).toContain(`Sitemap: ${BESTGAME}/sitemap.xml`);
    expect(other.body).not.toContain('korepetycje');
  });

  it('serves each site a sitemap of its own pages in every language, nothing of another site', async () => {
    const res = await get('/sitemap.xml', 'korepetycje.lol');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${KOREPETYCJE}/index`);
    expect(locs).toContain(`${KOREPETYCJE}/index?lang=ar`);
    expect(locs).toContain(`${KOREPETYCJE}/login`);
    expect(locs).toContain(`${KOREPETYCJE}/register?lang=en`);
    expect(locs).toContain(`${KOREPETYCJE}/search`);
    // Front page, search, sign-in, sign-up and the five front pages (help center, pricing, checkout,
    // payment, landing) in 10 languages (this suite publishes no offers and seeds no articles).
    expect(locs).toContain(`${KOREPETYCJE}/front-pages/help-center`);
    expect(locs).toContain(`${KOREPETYCJE}/front-pages/landing-page?lang=de`);
    expect(locs).toHaveLength(9 * 10);
    expect(locs.every((l) => l?.startsWith(`${KOREPETYCJE}/`))).toBe(true);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${KOREPETYCJE}/index?lang=cn"/>`);
    expect(res.body).not.toMatch(/\/apps\/|\/pages\/|reset-password/);

    const other = await get('/sitemap.xml', 'bestgame.guru');
    expect(other.body).toContain(`<loc>${BESTGAME}/index</loc>`);
    expect(other.body).not.toContain('korepetycje');
  });

  it('answers a sitemap file that does not exist with 404, and never with the app', async () => {
    for (const url of ['/sitemap.xml?page=2', '/sitemap.xml?page=x']) {
      const res = await get(url, 'korepetycje.lol');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/text\/html/);
    }
  });
});

describe('the sitemap hook', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({
      env: { NODE_ENV: 'production' },
      // What the listings module will do at registration: add the site's published offers.
      extend: (a) =>
        a.sitemap.add({
          name: 'offers',
          count: async (site) => (site.id === 'korepetycje' ? 2 : 0),
          list: async (_site, origin, offset, limit) =>
            [`${origin}/offer/1`, `${origin}/offer/2`]
              .slice(offset, offset + limit)
              .map((loc) => ({ loc, lastmod: '2026-11-01' })),
        }),
    });
  });
  afterAll(async () => app?.close());

  it('lists what a module adds, on that site only', async () => {
    const kore = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'korepetycje.lol' } });
    expect(kore.body).toContain(`<url><loc>${KOREPETYCJE}/offer/2</loc><lastmod>2026-11-01</lastmod></url>`);
    const other = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'bestgame.guru' } });
    expect(other.body).not.toContain('/offer/');
  });
});
