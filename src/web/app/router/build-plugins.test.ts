import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeTablesPlugin } from '../../../../scripts/vite-locale-tables';
import { planChunks, type BuiltChunk } from '../../../../scripts/vite-public-chunks';

const web = '/repo/src/web';
const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false): BuiltChunk => ({
  fileName,
  isEntry,
  moduleIds,
  imports,
  size: 10_000,
});

describe('the browser build cut for the pages a new visitor opens most (scripts/vite-public-chunks.ts)', () => {
  const chunks = [
    chunk('index.js', [`${web}/main.tsx`], ['runtime.js'], true),
    chunk('runtime.js', ['/repo/node_modules/router/index.js']),
    chunk('front-layout.js', [`${web}/layouts/front-layout.tsx`], ['button.js', 'card.js']),
    chunk('generic-front.js', [`${web}/sites/generic/front-page.tsx`], ['card.js', 'art.js']),
    chunk('kore-front.js', [`${web}/sites/korepetycje/front-page.tsx`], ['art.js', 'kore-only.js']),
    chunk('login.js', [`${web}/pages/login.tsx`], ['button.js', 'form.js', 'field.js']),
    chunk('offer.js', [`${web}/pages/[lang]/offer/[offerid].tsx`], ['card.js', 'tooltip.js']),
    chunk('button.js', ['/repo/node_modules/mui/Button.js']),
    chunk('card.js', ['/repo/node_modules/mui/Card.js']),
    chunk('art.js', [`${web}/components/art.tsx`]),
    chunk('kore-only.js', [`${web}/sites/korepetycje/hero.tsx`]),
    chunk('form.js', ['/repo/node_modules/forms/index.js']),
    chunk('tooltip.js', ['/repo/node_modules/mui/Tooltip.js']),
    chunk('admin.js', [`${web}/pages/admin.tsx`], ['button.js', 'chart.js']),
    chunk('shell.js', [`${web}/layouts/default-layout.tsx`], ['button.js', 'field.js']),
    chunk('field.js', ['/repo/node_modules/mui/TextField.js']),
    chunk('chart.js', ['/repo/node_modules/charts/index.js']),
  ];
  const plan = planChunks(chunks);

  it('puts what the entry loads, and what all three pages load, into the entry file', () => {
    expect(plan[`${web}/main.tsx`]).toBe('index');
    expect(plan['/repo/node_modules/router/index.js']).toBe('index');
    // The front layout, the offer page (in the front layout) and sign-in all need a button.
    expect(plan['/repo/node_modules/mui/Button.js']).toBe('index');
  });

  it('gives what some of the pages share one file per set of pages', () => {
    expect(plan['/repo/node_modules/mui/Card.js']).toBe('public-front-offer');
    expect(plan['/repo/node_modules/forms/index.js']).toBe('public-sign-in');
    expect(plan['/repo/node_modules/mui/Tooltip.js']).toBe('public-offer');
    // Two sites' front pages share it: every front page's.
    expect(plan[`${web}/components/art.tsx`]).toBe('public-front');
  });

  it('puts a small file two of the three pages load into the entry file', () => {
    const small = planChunks(
      [
        ...chunks,
        chunk('tiny.js', ['/repo/node_modules/mui/Divider.js']),
        chunk('login2.js', [`${web}/pages/login.tsx`], ['tiny.js']),
      ].map((c) => (c.fileName === 'tiny.js' ? { ...c, size: 300 } : c)),
    );
    expect(small['/repo/node_modules/mui/Divider.js']).toBe('public-sign-in');
    const shared = planChunks(
      chunks.map((c) =>
        c.fileName === 'tooltip.js'
          ? { ...c, size: 300 }
          : c.fileName === 'login.js'
            ? { ...c, imports: [...c.imports, 'tooltip.js'] }
            : c,
      ),
    );
    expect(shared['/repo/node_modules/mui/Tooltip.js']).toBe('index');
  });

  it('keeps what the signed-in layout shares with sign-in apart from the sign-in form', () => {
    expect(plan['/repo/node_modules/mui/TextField.js']).toBe('public-sign-in-shell');
    expect(plan['/repo/node_modules/forms/index.js']).toBe('public-sign-in');
    expect(plan[`${web}/layouts/default-layout.tsx`]).toBeUndefined();
  });

  it("leaves one site's own parts and other pages' modules to the default cut", () => {
    expect(plan[`${web}/sites/korepetycje/hero.tsx`]).toBeUndefined();
    expect(plan['/repo/node_modules/charts/index.js']).toBeUndefined();
    expect(plan[`${web}/pages/admin.tsx`]).toBeUndefined();
  });
});

describe('translation loaders per language (scripts/vite-locale-tables.ts)', () => {
  const plugin = localeTablesPlugin(path.resolve(import.meta.dirname, '../../locales'));
  const load = (id: string) => (plugin.load as (id: string) => string | null).call({}, `\0${id}`);

  it('the entry gets one loader per language and the area names, mail left to the server', () => {
    const code = load('virtual:locale-tables')!;
    for (const lang of ['ar', 'br', 'cn', 'de', 'en', 'es', 'fr', 'it', 'pl', 'pt'])
      expect(code).toContain(`"${lang}": () => import("virtual:locale-areas/${lang}")`);
    expect(code).toMatch(/export const areas = \[.*"auth".*"common".*\]/);
    expect(code).not.toContain('"mail"');
  });

  it("a language's table loads each of its areas' files", () => {
    const code = load('virtual:locale-areas/ar')!;
    expect(code).toContain(
      `"auth": () => import(${JSON.stringify(path.resolve(import.meta.dirname, '../../locales/ar/auth.json'))})`,
    );
    expect(code).not.toContain('mail.json');
    expect(() => load('virtual:locale-areas/xx')).toThrow(/no locales\/xx/);
  });
});
