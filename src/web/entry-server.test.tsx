import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { siteById } from '@common/sites';
import { PAGE_BACKGROUNDS } from '@common/theme/page-backgrounds';
import type { PageRenderer } from '@common/ssr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../server/test/build-test-app';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import { renderPage } from './entry-server';
import { pageChecker, siteRouteTable } from './app/router/site-route-table';
import { landingCandidates, PATHS } from './lib/paths';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

const KOREPETYCJE = siteById('korepetycje').configuration.AppTitle;
const NASZDOM = siteById('naszdom').configuration.AppTitle;

/** The app's HTML inside #root, as a crawler or a browser without JavaScript sees it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script id="ssr-data"');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(rootOf(html))?.[1]?.replace(/<[^>]+>/g, '') ?? '';
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';

describe('public pages rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    // A first render also compiles the page's modules here: on busy cores that passed the 3 s limit.
    app = await buildTestApp({ renderer: renderPage, env: { RENDER_TIME_LIMIT_MS: '60000' } });
  });
  afterAll(() => app.close());

  it('a front page arrives with its content, language and styles before any script runs', async () => {
    const res = await app.inject({ url: '/index', headers: { host: 'korepetycje.lol' } });
    expect(res.statusCode).toBe(200);
    expect(htmlTag(res.body)).toContain('lang="pl"');
    expect(htmlTag(res.body)).toContain('dir="ltr"');
    expect(h1Of(res.body).length).toBeGreaterThan(5);
    expect(rootOf(res.body)).toContain(KOREPETYCJE);
    // The styles the HTML uses are in <head>, none among the elements.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toMatch(/<style data-s="" data-emotion="mui [^"]+">/);
    expect(rootOf(res.body)).not.toContain('<style');
    expect(res.body).not.toContain('This site needs JavaScript');
  });

  it("both colour schemes' variables are in the head, so the pre-paint script's scheme styles the server HTML", async () => {
    for (const [host, id] of [
      ['korepetycje.lol', 'korepetycje'],
      ['bestgame.guru', 'bestgame'],
    ] as const) {
      const res = await app.inject({ url: '/index', headers: { host } });
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      const background = (scheme: 'light' | 'dark') => PAGE_BACKGROUNDS[scheme][siteById(id).theme.defaultSkin];
      // Light under :root, dark under the attribute the pre-paint script sets on <html> (ADR 0016).
      const light = `:root,\\s*\\[data-color-scheme="light"\\]\\s*\\{[^}]*--mui-palette-background-default:\\s*${background('light')}`;
      const dark = `\\[data-color-scheme="dark"\\]\\s*\\{[^}]*--mui-palette-background-default:\\s*${background('dark')}`;
      expect(head).toMatch(new RegExp(light));
      expect(head).toMatch(new RegExp(dark));
      // The body's background is the variable, not one scheme's colour.
      expect(head).toMatch(/body\s*\{[^}]*background-color:\s*var\(--mui-palette-background-default/);
    }
  });

  it('/login shows its form, and the all-sites page its list', async () => {
    const login = await app.inject({ url: '/login', headers: { host: 'localhost' } });
    expect(login.statusCode).toBe(200);
    expect(h1Of(login.body)).toBe(enAuth['auth.login.title'].replace('{{app}}', 'application'));
    expect(rootOf(login.body)).toMatch(/<input[^>]+type="email"/);
    const sites = await app.inject({ url: '/sites', headers: { host: 'localhost' } });
    expect(h1Of(sites.body)).toBe(enCommon['sites.title']);
    expect(rootOf(sites.body)).toContain(KOREPETYCJE);
  });

  it("/login's page data tells its sign-in form where each reader lands, as the app's route table would", async () => {
    for (const [host, id] of [
      ['korepetycje.lol', 'korepetycje'],
      ['localhost', 'generic'],
    ] as const) {
      const res = await app.inject({ url: '/login', headers: { host } });
      const data = /<script id="ssr-data" type="application\/json">(.*?)<\/script>/s.exec(res.body)?.[1];
      const { islands, pages } = JSON.parse(data ?? '{}') as { islands?: boolean; pages?: Record<string, boolean> };
      expect(islands).toBe(true);
      const site = siteById(id);
      const hasPage = pageChecker(siteRouteTable(site));
      expect(pages).toEqual(Object.fromEntries(landingCandidates(site).map((path) => [path, hasPage(path)])));
      // A member lands on their listings, which every marketplace site has.
      expect(pages?.[PATHS.myItems]).toBe(true);
    }
  });

  it('an Arabic page is rendered right to left with mirrored styles', async () => {
    const res = await app.inject({ url: '/index?lang=ar', headers: { host: 'localhost' } });
    expect(htmlTag(res.body)).toContain('lang="ar"');
    expect(htmlTag(res.body)).toContain('dir="rtl"');
    expect(h1Of(res.body)).toMatch(/[\u0600-\u06FF]/);
    expect(res.body).toContain('data-emotion="muirtl ');
  });

  it('an unknown address answers 404 with the rendered not-found page', async () => {
    const res = await app.inject({ url: '/no/such/page', headers: { host: 'korepetycje.lol' } });
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toContain('404');
  });

  it('a signed-in page is left to the browser, which holds the session; the server sends only the cookie banner around it', async () => {
    const res = await app.inject({ url: '/pages/account-settings/account', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const root = res.body.slice(res.body.indexOf('<div id="root"'), res.body.indexOf('</body>'));
    // The banner a new visitor sees first, with its styles; nothing of the page itself.
    expect(res.body).toContain('<div id="root" data-shell>');
    expect(root).toContain('data-testid="cookie-consent"');
    expect(root).toContain('We use cookies');
    expect(root).not.toMatch(/account|password/i);
    // Marked as placed, so no Emotion cache in the browser moves (and the browser re-reads) them.
    expect(res.body).toMatch(/<style data-s="" data-emotion="mui [^"]+">/);
    // Rendered afresh over the banner in the browser, so no data to hydrate with.
    expect(res.body).not.toContain('id="ssr-data"');
  });

  it('a redirect of the site is answered by the server', async () => {
    const res = await app.inject({ url: '/', headers: { host: 'korepetycje.lol' } });
    expect([301, 302, 307, 308]).toContain(res.statusCode);
    expect(res.headers.location).toBe('/index');
  });

  it("the CSP allows each script the page runs by its hash, with no nonce and no 'unsafe-inline', also when the page is reused", async () => {
    const answers = [];
    for (let i = 0; i < 2; i++)
      answers.push(await app.inject({ url: '/login?from=hash-test', headers: { host: 'localhost' } }));
    const [first, again] = answers as [(typeof answers)[0], (typeof answers)[0]];
    const csp = String(first.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
    expect(csp).not.toContain('nonce');
    expect(scriptSrc).not.toContain('unsafe-inline');
    // Hashed here on their own: a script changed without its hash (or a new one without any) fails.
    const inline = [...first.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|type="application\/(?:ld\+)?json"/.test(attributes!),
    );
    // The test template's own script and the router's hydration data, at least.
    expect(inline.length).toBeGreaterThanOrEqual(2);
    expect(inline.map(([, , text]) => text).join('\n')).toContain('__staticRouterHydrationData');
    for (const [, , text] of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    }
    // No script goes out with a nonce, and the JSON data blocks need none.
    expect(first.body).not.toMatch(/<script[^>]*\bnonce=/);
    // The kept page is the same bytes with the same CSP.
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers['content-security-policy']).toBe(csp);
  });

  it('a page goes out compressed to a browser that takes it, and the same page otherwise', async () => {
    const plain = await app.inject({ url: '/index?from=encoding', headers: { host: 'korepetycje.lol' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    // The page is kept after the first request, compressed once in both forms: brotli to a
    // browser that takes it, gzip to one that takes only that.
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.5', 'gzip', gunzipSync],
      ['br', 'br', brotliDecompressSync],
    ] as const) {
      const ask = () =>
        app.inject({ url: '/index?from=encoding', headers: { host: 'korepetycje.lol', 'accept-encoding': accept } });
      const [res, again] = [await ask(), await ask()];
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(decode(res.rawPayload).toString('utf8')).toBe(plain.body);
      // Two responses of the kept page are byte for byte the same.
      expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
      expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    }
  });

  it('a reused not-found page keeps its 404', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ url: '/no/such/page?again', headers: { host: 'korepetycje.lol' } });
      expect(res.statusCode).toBe(404);
    }
  });

  it('concurrent renders of different sites and languages never mix', async () => {
    const asks = Array.from({ length: 24 }, (_, i) =>
      i % 3 === 0
        ? { host: 'korepetycje.lol', url: '/index', title: KOREPETYCJE, other: NASZDOM, lang: 'pl', dir: 'ltr' }
        : i % 3 === 1
          ? { host: 'naszdom.homes', url: '/index?lang=en', title: NASZDOM, other: KOREPETYCJE, lang: 'en', dir: 'ltr' }
          : {
              host: 'naszdom.homes',
              url: '/index?lang=ar',
              title: NASZDOM,
              other: KOREPETYCJE,
              lang: 'ar',
              dir: 'rtl',
            },
    );
    const answers = await Promise.all(asks.map((a) => app.inject({ url: a.url, headers: { host: a.host } })));
    answers.forEach((res, i) => {
      const ask = asks[i]!;
      expect(res.statusCode).toBe(200);
      expect(htmlTag(res.body)).toContain(`lang="${ask.lang}"`);
      expect(htmlTag(res.body)).toContain(`dir="${ask.dir}"`);
      expect(rootOf(res.body)).toContain(ask.title);
      expect(res.body).not.toContain(ask.other);
      const data = JSON.parse(/<script id="ssr-data"[^>]*>(.*?)<\/script>/s.exec(res.body)?.[1] ?? 'null') as {
        i18n: { common: Record<string, string> };
      };
      // The texts sent along are the page's own language.
      expect(data.i18n.common['common.loading']).toBeTruthy();
      if (ask.lang === 'ar') expect(data.i18n.common['common.loading']).toMatch(/[\u0600-\u06FF]/);
    });
  });
});

describe('when the server render fails', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('a render error sends the browser-rendered page with status 200', async () => {
    const failing: PageRenderer = () => Promise.reject(new Error('boom'));
    const app = await buildTestApp({ renderer: failing });
    apps.push(app);
    const res = await app.inject({ url: '/login', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('boom');
  });

  it('a render slower than the limit does too, without waiting for it', async () => {
    const stuck: PageRenderer = () => new Promise(() => undefined);
    const app = await buildTestApp({ renderer: stuck, env: { RENDER_TIME_LIMIT_MS: '200' } });
    apps.push(app);
    const res = await app.inject({ url: '/index', headers: { host: 'korepetycje.lol' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('many visitors at once', () => {
  let app: TestApp;
  let renders = 0;
  beforeAll(async () => {
    const counting: PageRenderer = (input) => {
      renders += 1;
      return renderPage(input);
    };
    app = await buildTestApp({ renderer: counting, env: { RENDER_TIME_LIMIT_MS: '60000' } });
  });
  afterAll(() => app?.close());

  it('asking for a page nobody has asked for yet renders it once, and all get the same page', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => app.inject({ url: '/index?crowd', headers: { host: 'korepetycje.lol' } })),
    );
    expect(renders).toBe(1);
    const [first] = answers;
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toContain(KOREPETYCJE);
      expect(res.body).toBe(first!.body);
      expect(res.headers['content-security-policy']).toBe(first!.headers['content-security-policy']);
    }
  });
});
