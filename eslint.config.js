import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import direction of DESIGN.md section 2, as lint errors:
 *   common <- server, common <- web; inside web:
 *   lib <- core <- components <- navigation <- layouts
 *   lib, core, components <- features <- pages, sites, layouts <- app <- main.tsx
 * - lib is the bottom (api client, i18n, ability, the site and session contexts, paths, route
 *   meta types): it imports no other web folder.
 * - app is the composition root (providers, router, guards): only main.tsx imports it.
 * - navigation is the menu data and its logic: it may use lib, core and components; only the
 *   layouts (which draw the menus) and app import it. Features and pages link by path (lib/paths),
 *   never through the menu.
 * Features never import each other (each feature folder is its own zone, added as features appear).
 */
const web = (p) => `./src/web/${p}`;
function featureNames() {
  const dir = 'src/web/features';
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}
const boundaries = [
  {
    target: './src/common',
    from: ['./src/server', './src/web'],
    message: 'common is isomorphic: it imports neither server nor web.',
  },
  { target: './src/server', from: './src/web', message: 'The server does not import browser code.' },
  {
    target: './src/web',
    from: './src/server',
    message: 'The browser does not import server code; share through src/common.',
  },
  {
    target: './src/server/media',
    from: ['./src/server/modules', './src/server/plugins'],
    message:
      'media sits below plugins and modules (DESIGN.md section 2): listings and accounts use it, not the other way.',
  },
  {
    target: [web('lib'), web('core'), web('components')],
    from: [web('features'), web('pages'), web('sites'), web('layouts')],
    message: 'lib, core and components sit below features, pages, sites and layouts.',
  },
  {
    target: web('features'),
    from: [web('pages'), web('sites'), web('layouts')],
    message: 'Features do not import pages, sites or layouts.',
  },
  {
    target: web('lib'),
    from: [web('core'), web('components'), web('navigation')],
    message: 'lib is the bottom layer of the browser code.',
  },
  {
    target: web('core'),
    from: web('components'),
    message: 'core (theme, settings, customizer) sits below components.',
  },
  {
    target: [
      web('lib'),
      web('core'),
      web('components'),
      web('navigation'),
      web('features'),
      web('pages'),
      web('sites'),
      web('layouts'),
    ],
    from: web('app'),
    message:
      'app is the composition root: only main.tsx imports it. Put what is shared in lib (contexts, paths) or core.',
  },
  {
    target: web('navigation'),
    from: [web('features'), web('pages'), web('sites'), web('layouts')],
    message: 'navigation (menu data and logic) sits below features, pages, sites and layouts.',
  },
  {
    target: [web('lib'), web('core'), web('components'), web('features'), web('pages'), web('sites')],
    from: web('navigation'),
    message: 'Only the layouts (and app) use the menu; link to a page by its path from lib/paths.',
  },
  // One zone per feature folder: it may import itself, never a sibling.
  ...featureNames().map((name) => ({
    target: web(`features/${name}`),
    from: web('features'),
    except: [`./${name}`],
    message: 'Features do not import each other; compose them in a page.',
  })),
];

/**
 * The server's layers, bottom to top (ADR 0010):
 *   common <- base (env, http-error, db client and schema, redis, mail, media, security, web) <- auth
 *   <- db/seed, plugins <- modules <- api.ts, app.ts, main.ts
 * - auth holds what plugins, seeds and several modules share: tokens, sessions, abilities,
 *   passwords, TOTP, limits, user lookups, link mail. It imports no plugin and no module.
 * - Each folder in modules is its own zone: modules never import each other; api.ts composes them.
 * Tests and src/server/test build the whole app, so they are outside these zones.
 */
const server = (p) => `./src/server/${p}`;
const serverTop = [server('app.ts'), server('api.ts'), server('main.ts')];
const serverBase = [
  server('env.ts'),
  server('public-origin.ts'),
  server('trust-proxy.ts'),
  server('log-serializers.ts'),
  server('http-error.ts'),
  server('i18n'),
  server('db/client.ts'),
  server('db/data-dir-lock.ts'),
  server('db/schema'),
  server('redis'),
  server('mail'),
  server('media'),
  server('security'),
  server('web'),
];
function serverModuleNames() {
  const dir = 'src/server/modules';
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}
const serverBoundaries = [
  {
    target: serverBase,
    from: [server('auth'), server('db/seed'), server('plugins'), server('modules'), ...serverTop],
    message: 'The base of the server (env, db, redis, mail, media, security) imports no layer above it (ADR 0010).',
  },
  {
    target: server('auth'),
    from: [server('db/seed'), server('plugins'), server('modules'), ...serverTop],
    message: 'src/server/auth sits below plugins, seeds and modules: move what they share down here, never import up.',
  },
  {
    target: [server('plugins'), server('db/seed')],
    from: [server('modules'), ...serverTop],
    message: 'Plugins and seeds sit below the modules: take what you need from src/server/auth.',
  },
  {
    target: server('modules'),
    from: serverTop,
    message: 'Modules do not import the composition (api.ts, app.ts, main.ts).',
  },
  // One zone per module folder: it may import itself, never a sibling.
  ...serverModuleNames().map((name) => ({
    target: server(`modules/${name}`),
    from: server('modules'),
    except: [`./${name}`],
    message: 'Modules do not import each other: share through src/server/auth, compose in api.ts.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // MUI 9 takes no palette paths in a component's color prop: <Typography color="text.secondary">
    // draws in the primary text colour. Its own names (textSecondary, error...) or sx do.
    files: ['src/web/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='color'] Literal[value=/^[a-zA-Z]+[.][a-zA-Z.]+$/]",
          message:
            'MUI 9 ignores palette paths in the color prop (it renders the primary text colour). On Typography write color="textSecondary", "textPrimary", "textDisabled", "primary", "error"...; on other components use sx={{ color: \'text.secondary\' }}.',
        },
      ],
    },
  },
  {
    // common must run in both places: no Node built-ins, no React, no server libraries.
    files: ['src/common/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-*', 'fastify*', 'drizzle-orm*', '@mui/*'],
              message: 'src/common is isomorphic.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**'],
    // The server renderer runs in Node only (ADR 0014); nothing in the browser imports it.
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'src/web/entry-server.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fastify*', 'drizzle-orm*', 'pg'], message: 'Browser code cannot use server modules.' },
          ],
        },
      ],
    },
  },
  {
    // A browser test may build the real server (src/server/test) to read a real answer, as a user
    // would get it; browser code itself still never imports the server.
    files: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries.filter((z) => z.from !== './src/server') }],
    },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/**/*.test.ts', 'src/server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...boundaries, ...serverBoundaries] }] },
  },
  {
    files: ['scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
