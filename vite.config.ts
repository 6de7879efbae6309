import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconDataPlugin } from './scripts/vite-icon-data.ts';
import { localeTablesPlugin } from './scripts/vite-locale-tables.ts';
import { pageMetaPlugin } from './scripts/vite-page-meta.ts';

const root = path.resolve(import.meta.dirname, 'src/web');
const webDist = path.resolve(import.meta.dirname, 'dist/web');

/*
 * Public pages made of islands start from a build of their own (ADR 0026): `vite build --mode
 * islands` runs first, with boot/boot-islands.tsx as its entry. Its module graph holds only what
 * the islands import, so the bundler trims the libraries they share with the app to the parts the
 * islands use (react-router's data router, every page's meta for the route table...), which one
 * build cannot do: a module is kept whole for all the chunks that share it.
 */
const ISLANDS_MODE = 'islands';
const ISLANDS_ENTRY = path.join(root, 'boot/boot-islands.tsx');
const ISLANDS_MANIFEST = '.vite/islands-manifest.json';
/** The app's chunk graph: the server reads it to name a signed-in page's files up front (route-preloads.ts). */
const APP_MANIFEST = '.vite/app-manifest.json';

/** The URL of the islands' built entry, which the app's build hands to main.tsx (__ISLANDS_ENTRY__). */
function islandsEntryUrl(): string {
  const file = path.join(webDist, ISLANDS_MANIFEST);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`vite build --mode islands\` first`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string; isEntry?: boolean }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error(`${file} names no entry`);
  return `/${entry.file}`;
}

export default defineConfig(({ isSsrBuild, command, mode }) => {
  const islands = mode === ISLANDS_MODE;
  const appBuild = command === 'build' && !isSsrBuild && !islands;
  return {
    root,
    publicDir: path.join(root, 'public'),
    plugins: [pageMetaPlugin(), localeTablesPlugin(path.join(root, 'locales')), iconDataPlugin(), react()],
    resolve: {
      alias: [
        { find: '@common', replacement: path.resolve(import.meta.dirname, 'src/common') },
        { find: '@web', replacement: root },
      ],
    },
    // The app's build reads where the islands' build put its entry (run first: `npm run build`).
    define: appBuild ? { __ISLANDS_ENTRY__: JSON.stringify(islandsEntryUrl()) } : {},
    build: {
      // `vite build --ssr src/web/entry-server.tsx` makes the server renderer (ADR 0014) next to the app.
      outDir: isSsrBuild ? path.resolve(import.meta.dirname, 'dist/ssr') : webDist,
      // The islands' build runs first into an empty dist/web; the app's build adds to it.
      emptyOutDir: isSsrBuild || islands,
      assetsDir: islands ? 'assets/islands' : 'assets',
      manifest: islands ? ISLANDS_MANIFEST : appBuild ? APP_MANIFEST : false,
      sourcemap: !isSsrBuild,
      copyPublicDir: appBuild,
      chunkSizeWarningLimit: 800,
      modulePreload: false,
      rolldownOptions: {
        ...(islands ? { input: ISLANDS_ENTRY, preserveEntrySignatures: 'exports-only' as const } : {}),
        treeshake: {
          // A feature's index.ts only re-exports (DESIGN.md section 2). Saying so lets a page take
          // just what it uses: /login its own form, not every auth variant's (about 8 KB gzip); the
          // offer page the "Send a message" button, not the whole my-messages page (about 10 KB).
          moduleSideEffects: [{ test: /[\\/]src[\\/]web[\\/]features[\\/][\w-]+[\\/]index\.ts$/, sideEffects: false }],
        },
      },
    },
    // Bundled into the server renderer: stylis-plugin-rtl's CommonJS default export is not a function
    // when Node imports it; of the icons only those the pages use, not all 5,000 held in the server's
    // memory (about 15 MB of its heap; ADR 0017). `npm run dev` lets Node import the icons instead:
    // Vite would compile all 5,000 modules one by one for the first render (about a minute).
    ssr: { noExternal: ['stylis-plugin-rtl', ...(command === 'build' ? ['@tabler/icons-react'] : [])] },
    // No `server` section: `npm run dev` runs Vite inside the Node server (src/server/web/dev-vite.ts).
  };
});
