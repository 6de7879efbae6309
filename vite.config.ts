import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeTablesPlugin } from './scripts/vite-locale-tables';
import { pageMetaPlugin } from './scripts/vite-page-meta';
import { publicChunking } from './scripts/vite-public-chunks';

const root = path.resolve(import.meta.dirname, 'src/web');
const serverPort = Number(process.env.PORT ?? 3000);

export default defineConfig(({ isSsrBuild }) => {
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
        // The browser build's files for the pages a new visitor opens most (scripts/build-web.ts).
        output: isSsrBuild ? {} : { codeSplitting: publicChunking() },
      },
    },
    // Bundled into the server renderer: stylis-plugin-rtl's CommonJS default export is not a function
    // when Node imports it; of the icons only those the pages use, not all 5,000 held in the server's
    // memory (about 15 MB of its heap; ADR 0017).
    ssr: { noExternal: ['stylis-plugin-rtl', '@tabler/icons-react'] },
    server: {
      port: 5173,
      // `npm run dev`: the browser talks to Vite; API and realtime go through to the Node server.
      proxy: {
        '/api': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: false },
        '/socket.io': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
      },
    },
  };
});
