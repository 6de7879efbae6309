import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import { afterAll, describe, expect, it } from 'vitest';
import { pageMetaOf } from '../../common/routes/page-meta';
import { BUNDLE_FILES, RUNTIME_FILES, WEB_PAGES_DIR } from '../runtime-files';
import { buildServer } from '../../../scripts/server-bundle';
import { accessFromMeta, routeManifestFromSources, type RouteManifest } from './route-manifest';

const pageFiles = readdirSync(WEB_PAGES_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));

describe('accessFromMeta', () => {
  it('reads who may see a page as the router does', () => {
    expect(accessFromMeta({ public: true, layout: 'blank' })).toBe('public');
    expect(accessFromMeta({ unauthenticatedOnly: true, i18n: ['auth'] })).toBe('signed-out');
    expect(accessFromMeta({ action: 'manage', subject: 'User' })).toBe('private');
    expect(accessFromMeta(null)).toBe('private');
  });
});

describe('the route manifest', () => {
  // Prettier may lay a page out as it likes (issue #31): with narrow lines every meta declaration
  // breaks over lines, with double quotes every string changes its quotes.
  it.each([
    { printWidth: 120, singleQuote: true },
    { printWidth: 30, singleQuote: false },
  ])('reads every page the same after Prettier formats it (%o)', async (options) => {
    for (const file of pageFiles) {
      const source = readFileSync(path.join(WEB_PAGES_DIR, file), 'utf8');
      // Without the `// prettier-ignore` some pages still put above their meta (the one-line rule's time).
      const unignored = source.replaceAll('// prettier-ignore\n', '');
      const formatted = await format(unignored, { parser: 'typescript', trailingComma: 'all', ...options });
      expect(pageMetaOf(formatted), file).toEqual(pageMetaOf(source));
      if (options.printWidth === 30) expect(formatted, file).not.toMatch(/^export const meta.*\};$/m);
    }
  });

  describe('as the build writes it beside the bundled server', () => {
    const outdir = mkdtempSync(path.join(tmpdir(), 'server-bundle-'));
    afterAll(() => rmSync(outdir, { recursive: true, force: true }));
    const built = buildServer(outdir);
    const listOf = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();

    it('equals the one computed from the sources in development', async () => {
      await built;
      const written = JSON.parse(readFileSync(path.join(outdir, BUNDLE_FILES.routeManifest), 'utf8')) as RouteManifest;
      expect(written).toEqual(routeManifestFromSources());
      expect(written.pages).toContainEqual({
        file: 'login.tsx',
        pattern: '/login',
        access: 'signed-out',
        layout: 'blank',
        i18n: ['auth'],
      });
      expect(written.pages).toContainEqual({
        file: 'apps/user/view/[id].tsx',
        pattern: '/apps/user/view/:id',
        access: 'private',
        layout: 'default',
        i18n: ['admin', 'auth'],
      });
    });

    it('holds the migrations and translations the server reads, and no path into src/', async () => {
      await built;
      expect(listOf(path.join(outdir, BUNDLE_FILES.migrations))).toEqual(listOf(RUNTIME_FILES.migrations));
      const locales = listOf(RUNTIME_FILES.locales).filter((f) => f.endsWith('.json') || !f.includes('.'));
      expect(listOf(path.join(outdir, BUNDLE_FILES.locales))).toEqual(locales);
      expect(existsSync(path.join(outdir, BUNDLE_FILES.createPglite))).toBe(true);
      const bundle = readFileSync(path.join(outdir, 'main.js'), 'utf8');
      expect(bundle).not.toContain(path.resolve(import.meta.dirname, '../..'));
      expect(bundle).not.toMatch(/from ["']tsx/);
    });
  });
});
