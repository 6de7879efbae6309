import path from 'node:path';

/*
 * The files the server reads besides its code: migrations, translations, the route manifest,
 * the database creation script. Run from the sources (development, the tests: tsx, vitest) they
 * are the sources themselves; the bundled server (dist/server/main.js) reads the copies the build
 * wrote beside it (scripts/build-server.ts, ADR 0024), so production needs dist/ and node_modules
 * only: no src/, no tsx.
 */

/** Set to true by the bundler (scripts/build-server.ts `define`); not declared when run from the sources. */
declare const __SERVER_BUNDLE__: boolean | undefined;

export const IN_BUNDLE = typeof __SERVER_BUNDLE__ === 'boolean' && __SERVER_BUNDLE__;

/** This folder: src/server, or dist/server in the bundle (every module of it shares that folder). */
const here = import.meta.dirname;

/** What the build puts into dist/server (its names there); the sources' own places otherwise. */
export const BUNDLE_FILES = {
  migrations: 'migrations',
  locales: 'locales',
  routeManifest: 'route-manifest.json',
  createPglite: 'create-pglite.js',
} as const;

export const RUNTIME_FILES = IN_BUNDLE
  ? {
      migrations: path.join(here, BUNDLE_FILES.migrations),
      locales: path.join(here, BUNDLE_FILES.locales),
      routeManifest: path.join(here, BUNDLE_FILES.routeManifest),
      createPglite: path.join(here, BUNDLE_FILES.createPglite),
    }
  : {
      migrations: path.join(here, 'db/migrations'),
      locales: path.join(here, '../web/locales'),
      /** None: computed from the page files (web/route-manifest.ts). */
      routeManifest: null,
      createPglite: path.join(here, 'db/create-pglite.ts'),
    };

/** The web app's page files (the router's file routes), read as text by the build and in development. */
export const WEB_PAGES_DIR = path.join(here, '../web/pages');
