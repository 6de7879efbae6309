import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { localeTablesPlugin } from './scripts/vite-locale-tables';
import { pageMetaPlugin } from './scripts/vite-page-meta';

export default defineConfig({
  // The route table imports page metas as the build does (scripts/vite-page-meta.ts).
  plugins: [pageMetaPlugin(), localeTablesPlugin(path.resolve(import.meta.dirname, 'src/web/locales'))],
  resolve: {
    alias: {
      '@common': path.resolve(import.meta.dirname, 'src/common'),
      '@web': path.resolve(import.meta.dirname, 'src/web'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Browser-side tests opt in with a `// @vitest-environment happy-dom` line.
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
