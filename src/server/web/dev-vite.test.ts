import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { EnvError, parseEnv } from '../env';
import { RELAXED_LIMITS } from '../test/build-test-app';
import { openTestDatabase } from '../test/test-database';
import { createDevWeb, isDevFileUrl } from './dev-vite';

/*
 * `npm run dev` (ADR 0025): the real app with Vite in middleware mode, as main.ts builds it with
 * DEV_VITE=true, driven in-process. The first render compiles the page's modules, hence the time.
 */
describe('npm run dev: Vite inside the server', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    const env = parseEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      SEED_DEMO: 'false',
      ...RELAXED_LIMITS,
    });
    app = await buildApp({ env, database: await openTestDatabase('pglite'), devWeb: createDevWeb });
    await app.ready();
  }, 120_000);

  afterAll(async () => {
    // Closes Vite too (its watcher and module graph): the suite's process can end.
    await app?.close();
  });

  it('answers /login with the server-rendered sign-in form, bootstrap and Vite client', async () => {
    const res = await app.inject({ method: 'GET', url: '/login', headers: { host: 'korepetycje.lol' } });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    // Rendered on the server, not left to the browser: the form and its fields are in #root.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<form[\s>]/);
    expect(root).toMatch(/<input[^>]*name="email"/);
    expect(root).toMatch(/<input[^>]*type="password"/);
    // The page's data for hydration and the site's bootstrap, as production writes them.
    expect(html).toContain('<script id="ssr-data" type="application/json"');
    expect(html).toContain('data-site="korepetycje"');
    // Vite's client (hot reload) and the app's entry from the sources, not the built files.
    expect(html).toContain('<script type="module" src="/@vite/client">');
    expect(html).toContain('src="/main.tsx"');
    expect(html).not.toContain('/assets/');
  }, 90_000);

  it("serves Vite's modules before the server's routes", async () => {
    const client = await app.inject({ method: 'GET', url: '/@vite/client', headers: { host: 'korepetycje.lol' } });
    expect(client.statusCode).toBe(200);
    expect(client.headers['content-type']).toMatch(/javascript/);
    const entry = await app.inject({ method: 'GET', url: '/main.tsx', headers: { host: 'localhost' } });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['content-type']).toMatch(/javascript/);
  });

  it('leaves the API to Fastify', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary ?? '').not.toMatch(/origin/i);
  });

  it('refuses a host that names no site, as Vite does against DNS rebinding', async () => {
    const res = await app.inject({ method: 'GET', url: '/@vite/client', headers: { host: 'attacker.example' } });
    expect(res.statusCode).toBe(403);
  });
});

describe('npm run dev: settings', () => {
  it('refuses DEV_VITE in production: Vite serves the source tree', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DEV_VITE: 'true' })).toThrow(EnvError);
    expect(parseEnv({ NODE_ENV: 'development', DEV_VITE: 'true' }).DEV_VITE).toBe(true);
  });

  it("logs pages and the API, not each of Vite's module files", () => {
    for (const url of [
      '/@vite/client',
      '/main.tsx',
      '/@fs/x/src/common/sites/index.ts?v=1',
      '/node_modules/.vite/deps/react.js?v=2',
    ]) {
      expect(isDevFileUrl(url)).toBe(true);
    }
    for (const url of ['/login', '/pl/offer/abc', '/api/listings', '/api/listing-images/a-card.webp', '/sitemap.xml']) {
      expect(isDevFileUrl(url)).toBe(false);
    }
  });
});
