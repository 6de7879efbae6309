import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { iconDataPlugin } from './scripts/vite-icon-data.ts';
import { localeTablesPlugin } from './scripts/vite-locale-tables.ts';
import { pageMetaPlugin } from './scripts/vite-page-meta.ts';

/**
 * What makes a test file a server suite: it builds the app, opens a database, reaches Redis or
 * starts a server process. Read from each file rather than listed by hand, so a new suite lands
 * in the right project by itself; every file is in exactly one of the two, so `vitest run` (both)
 * still runs them all.
 */
const SERVER_SUITE =
  /\b(buildTestApp|buildListingsApp|buildApp|openTestDatabase|openDatabase|describeDialects|spawn)\(|TEST_(DATABASE|REDIS)_URL/;

const sources = path.resolve(import.meta.dirname, 'src');
const serverSuites = readdirSync(sources, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => SERVER_SUITE.test(readFileSync(path.join(sources, file), 'utf8')))
  .map((file) => `src/${file.split(path.sep).join('/')}`);

export default defineConfig({
  // The route table imports page metas as the build does (scripts/vite-page-meta.ts).
  plugins: [
    pageMetaPlugin(),
    localeTablesPlugin(path.resolve(import.meta.dirname, 'src/web/locales')),
    // The icons page imports the address of its data file (scripts/vite-icon-data.ts).
    iconDataPlugin(),
  ],
  resolve: {
    alias: {
      '@common': path.resolve(import.meta.dirname, 'src/common'),
      '@web': path.resolve(import.meta.dirname, 'src/web'),
    },
  },
  test: {
    // Browser-side tests opt in with a `// @vitest-environment happy-dom` line.
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    // Vitest leaves one core free by default, which on a two-core machine means one test file at a
    // time. Two at once measured 828 s against 903 s for the whole run there (docs/performance.md):
    // the suites are mostly CPU, but wait on PostgreSQL, Redis and timers now and then.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: serverSuites,
          // Unit files share a worker's module cache instead of each importing React, MUI and the
          // app's modules again: about a third less CPU for the project (docs/performance.md).
          // They keep no state between files: rendered trees are unmounted after each test
          // (src/test-setup.ts), and the two that fake timers turn them back in afterEach.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: serverSuites,
          // Cheap password hashes: the suites sign up hundreds of accounts (ADR 0028).
          setupFiles: ['src/server/test/setup-server.ts'],
          // Like the unit files, each worker imports the server's modules once, not once per file:
          // half the project's CPU went into importing them again (ADR 0028). Every suite builds
          // its own app, database and settings, and puts back what it changes in the module state.
          isolate: false,
          // Migrates one template database per run; each test database is a copy of it.
          globalSetup: ['src/server/test/template-databases.ts'],
        },
      },
    ],
  },
});
