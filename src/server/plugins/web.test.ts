import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp, makeWebDist } from '../test/build-test-app';

const bootstrapOf = (html: string) => {
  const m = /<script[^>]*id="bootstrap"[^>]*>(.*?)<\/script>/.exec(html);
  return JSON.parse(m?.[1] ?? 'null');
};

describe('the web app, rendered per site', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => app?.close());

  const get = (url: string, host = 'localhost:3000') => app.inject({ method: 'GET', url, headers: { host } });

  it('writes the site title, language, direction, colour and bootstrap for the Host', async () => {
    const res = await get('/', 'korepetycje.lol');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(
      '<html lang="pl" dir="ltr" data-site="korepetycje" data-default-theme="light" data-default-skin="bordered">',
    );
    expect(res.body).toContain('<title>Korepetycje.lol</title>');
    expect(res.body).toContain('<meta name="theme-color" content="#0F766E">');
    expect(res.body).toMatch(/<meta name="description" content="Znajdź korepetytora/);
    expect(bootstrapOf(res.body)).toMatchObject({ siteId: 'korepetycje', lang: 'pl', dir: 'ltr' });
  });

  it('gives different sites different pages, and localhost the default site', async () => {
    const naszdom = await get('/index', 'www.naszdom.homes:8080');
    const local = await get('/index', 'localhost:3000');
    const table = await get('/index', 'bookatable4.com');
    expect(bootstrapOf(naszdom.body).siteId).toBe('naszdom');
    expect(bootstrapOf(local.body).siteId).toBe('generic');
    expect(local.body).toContain('<title>application</title>');
    expect(table.body).toContain('<title>Book a table 4</title>');
    expect(table.body).toContain('lang="en"');
  });

  it('renders the language ?lang= asks for, right-to-left for Arabic', async () => {
    const en = await get('/index?lang=en', 'korepetycje.lol');
    expect(en.body).toContain('<html lang="en" dir="ltr"');
    const ar = await get('/index?lang=ar', 'korepetycje.lol');
    expect(ar.body).toContain('<html lang="ar" dir="rtl"');
    const cn = await get('/index?lang=cn');
    expect(cn.body).toContain('<html lang="zh-CN"');
    const bad = await get('/index?lang=xx', 'korepetycje.lol');
    expect(bad.body).toContain('<html lang="pl"');
  });

  it('ignores ?site= in production', async () => {
    const res = await get('/index?site=bestgame', 'localhost');
    expect(bootstrapOf(res.body).siteId).toBe('generic');
  });

  it("allows the page's inline scripts by their hashes in its CSP, never by 'unsafe-inline' or a nonce", async () => {
    const res = await get('/index');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(csp).not.toContain('nonce');
    expect(res.body).toContain('<script>window.inline = true;</script>');
    expect(res.body).toContain('<script type="module" src="/assets/index-abc123.js">');
    // Every script the browser would run inline, hashed here on its own: a changed script with a stale hash fails.
    const inline = [
      ...res.body.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(inline.length).toBeGreaterThanOrEqual(1);
    for (const [, text] of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    }
    expect(scriptSrc.split(' ').filter((s) => s.startsWith("'sha256-"))).toHaveLength(inline.length);
    const again = await get('/index');
    expect(again.headers['content-security-policy']).toBe(csp);
  });

  it('serves deep links as the app, but missing files and /api as 404', async () => {
    expect((await get('/apps/user/view/42')).statusCode).toBe(200);
    expect((await get('/pages/account-settings/security?x=1')).statusCode).toBe(200);
    expect((await get('/index.html', 'korepetycje.lol')).body).toContain('<title>Korepetycje.lol</title>');
    const missing = await get('/assets/missing-123.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Not Found');
    expect((await app.inject({ method: 'POST', url: '/some/page' })).statusCode).toBe(404);
  });

  it('answers a path no page owns with 404, still as the app, so it shows its not-found page', async () => {
    const res = await get('/dashboards/no-such-page', 'korepetycje.lol');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>Korepetycje.lol</title>');
    expect(bootstrapOf(res.body)).toMatchObject({ siteId: 'korepetycje' });
    // The front page, the redirects and the sign-in page are pages.
    for (const path of ['/', '/index', '/pl', '/login', '/sites']) expect((await get(path)).statusCode, path).toBe(200);
  });

  it('tells browsers to revalidate the page', async () => {
    const res = await get('/index');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  describe("a signed-in page's frame (issue #33)", () => {
    const frameOf = (html: string) => /<div id="shell-frame"[^>]*>/.exec(html)?.[0];

    it('draws the layout before the app for a signed-in page, outside #root, its rules in the head', async () => {
      for (const path of ['/dashboards/crm', '/apps/logistics/fleet', '/my-items']) {
        const res = await get(path, 'korepetycje.lol');
        expect(frameOf(res.body), path).toBe('<div id="shell-frame" aria-hidden="true">');
        expect(res.body.indexOf('id="shell-frame"'), path).toBeLessThan(res.body.indexOf('<div id="root"'));
        expect(res.body.indexOf('<style data-frame-style>'), path).toBeLessThan(res.body.indexOf('</head>'));
      }
      // The site's name and mark, in its own primary colour.
      const crm = (await get('/dashboards/crm', 'korepetycje.lol')).body;
      expect(crm).toContain('<b>K</b><span>Korepetycje.lol</span>');
      expect(crm).toContain('--f-primary:#0F766E');
    });

    it("sets the reader's layout with a script before the frame, which the CSP allows by its hash", async () => {
      const res = await get('/dashboards/crm', 'korepetycje.lol');
      const script = /<script>([^<]*)<\/script><div id="shell-frame"/.exec(res.body)?.[1];
      expect(script).toContain('setAttribute("data-frame"');
      const hash = createHash('sha256').update(script!).digest('base64');
      expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    });

    it('leaves the public pages alone: the server draws those whole', async () => {
      for (const path of ['/', '/index', '/login', '/sites', '/dashboards/no-such-page']) {
        const res = await get(path, 'korepetycje.lol');
        expect(frameOf(res.body), path).toBeUndefined();
        expect(res.body, path).not.toContain('data-frame-style');
      }
    });

    it('is right to left for Arabic', async () => {
      const res = await get('/apps/logistics/fleet?lang=ar', 'korepetycje.lol');
      expect(res.body).toContain('<html lang="ar" dir="rtl"');
      expect(frameOf(res.body)).toBeDefined();
      // Logical sides only, so the menu stands on the right when the page reads from the right.
      const css = /<style data-frame-style>([^<]*)<\/style>/.exec(res.body)?.[1] ?? '';
      expect(css).toContain('inset-inline-start:0');
      expect(css).not.toMatch(/[{;](left|right|margin-left|margin-right):/);
    });

    it("is dark on a dark site before any script runs, with the site's dark primary", async () => {
      const res = await get('/dashboards/crm', 'bestgame.guru');
      expect(/<html[^>]*>/.exec(res.body)?.[0]).toContain('data-color-scheme="dark"');
      expect(frameOf(res.body)).toBeDefined();
      expect(res.body).toMatch(/\[data-color-scheme=dark\] #shell-frame\{--f-bg:#25293C;--f-paper:#2F3349;/);
      expect(res.body).toContain('--f-primary:#4ADE80');
    });
  });

  it('cannot be broken out of by a hostile Host header', async () => {
    const res = await get('/index', '"><script>alert(1)</script>');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)');
  });
});

describe('the web app in development', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { NODE_ENV: 'development' } });
  });
  afterAll(async () => app?.close());

  it('honours the ?site= override', async () => {
    const res = await app.inject({ method: 'GET', url: '/index?site=bestgame', headers: { host: 'localhost' } });
    expect(bootstrapOf(res.body).siteId).toBe('bestgame');
    expect(bootstrapOf(res.body).runtime.siteOverrideAllowed).toBe(true);
  });
});

describe("a signed-in page's files, named in its shell", () => {
  let app: App;
  beforeAll(async () => {
    const manifest = {
      'index.html': { file: 'assets/index-abc123.js', isEntry: true },
      'boot/boot-app.tsx': { file: 'assets/boot-app-1.js', imports: ['_mui-1.js'] },
      '_mui-1.js': { file: 'assets/mui-1.js' },
      'layouts/default-layout.tsx': { file: 'assets/default-layout-1.js', imports: ['_mui-1.js'] },
      'pages/dashboards/crm.tsx': { file: 'assets/crm-1.js', imports: ['_mui-1.js'] },
      'pages/login.tsx': { file: 'assets/login-1.js' },
    };
    const dist = makeWebDist({ '.vite/app-manifest.json': JSON.stringify(manifest) });
    app = await buildTestApp({ env: { NODE_ENV: 'production', WEB_DIST_DIR: dist } });
  });
  afterAll(async () => app?.close());

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
  const preloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

  it('asks for the whole page at once from the head of a private page', async () => {
    const res = await get('/dashboards/crm');
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(preloadsOf(head).sort()).toEqual(
      ['/assets/boot-app-1.js', '/assets/mui-1.js', '/assets/default-layout-1.js', '/assets/crm-1.js'].sort(),
    );
  });

  it('leaves public pages to their islands, and keeps the manifest from browsers', async () => {
    expect(preloadsOf((await get('/login')).body)).toEqual([]);
    expect(preloadsOf((await get('/index')).body)).toEqual([]);
    expect((await get('/.vite/app-manifest.json')).statusCode).toBe(404);
  });
});
