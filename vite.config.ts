import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeTablesPlugin } from './scripts/vite-locale-tables';
import { pageMetaPlugin } from './scripts/vite-page-meta';

const root = path.resolve(import.meta.dirname, 'src/web');

export default defineConfig(({ isSsrBuild, command }) => {
  return {
    root,
    publicDir: path.join(root, 'public'),
    plugins: [pageMetaPlugin(), localeTablesPlugin(path.join(root, 'locales')), react()],
    resolve: {
      alias: [
        { find: '@common', replacement: path.resolve(import.meta.dirname, 'src/common') },
        { find: '@web', replacement: root },
      ],
    },
    build: {
      // `vite build --ssr src/web/entry-server.tsx` makes the server renderer (ADR 0014) next to the app.
      outDir: path.resolve(import.meta.dirname, isSsrBuild ? 'dist/ssr' : 'dist/web'),
      emptyOutDir: true,
      sourcemap: !isSsrBuild,
      copyPublicDir: !isSsrBuild,
      chunkSizeWarningLimit: 800,
      modulePreload: false,
      rolldownOptions: {
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
