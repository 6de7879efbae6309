import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageRenderer } from '../../common/ssr';
import { buildApp } from '../app';
import { parseEnv } from '../env';
import { openTestDatabase, type TestDialect } from './test-database';

/** A minimal built web app, so the HTML injection is tested without running a Vite build. */
const TEMPLATE = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>application</title>
    <meta name="application-name" content="application" />
    <meta name="description" content="" />
    <meta name="theme-color" content="#1867C0" />
    <!--bootstrap-->
    <script>window.inline = true;</script>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body>
</html>`;

export function makeWebDist(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

export interface TestAppOptions {
  dialect?: TestDialect;
  env?: Record<string, string>;
  /** Adds test-only routes before the app is sealed (e.g. one that throws). */
  extend?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
  /** The server renderer of public pages (tests of server rendering pass src/web/entry-server's). */
  renderer?: PageRenderer | null;
}

/**
 * Every test request comes from 127.0.0.1, so the per-IP and per-account limits are set out of
 * the way; suites about limits (modules/auth/limits.test.ts) set their own through `env`.
 */
export const RELAXED_LIMITS = {
  AUTH_RATE_LIMIT: '1000',
  AUTH_ACCOUNT_FAILURE_LIMIT: '1000',
  TOTP_FAILURE_LIMIT: '1000',
  MAIL_PER_ADDRESS_LIMIT: '1000',
  AUTH_CONCURRENT_PER_IP: '100',
  LISTINGS_PER_DAY: '100000',
  LISTING_DRAFTS_MAX: '100000',
  LISTING_PICTURES_PER_DAY: '100000',
};

/** The real app on a fresh database, quiet unless LOG_LEVEL is set. Close it in afterAll. */
export async function buildTestApp({ dialect = 'pglite', env = {}, extend, renderer = null }: TestAppOptions = {}) {
  const database = await openTestDatabase(dialect);
  const parsed = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    SEED_DEMO: 'false',
    WEB_DIST_DIR: makeWebDist(),
    ...RELAXED_LIMITS,
    ...env,
  });
  const app = await buildApp({ env: parsed, database, renderer });
  extend?.(app);
  await app.ready();
  return app;
}
