import { describe, expect, it } from 'vitest';
import { pageMetaOf } from './page-meta';

describe('pageMetaOf', () => {
  it('reads the meta on one line, as the pages were written', () => {
    expect(
      pageMetaOf(`import x from 'y';\nexport const meta: RouteMeta = { public: true, i18n: ['auth'] };\n`),
    ).toEqual({
      public: true,
      i18n: ['auth'],
    });
    expect(pageMetaOf('export default function Page() {}')).toBeNull();
  });

  it('reads it however it is laid out: lines, quotes, trailing commas, comments, quoted keys', () => {
    const source = [
      'export const meta: RouteMeta = {',
      '  // who sees it',
      '  "public": true,',
      "  layout: \"blank\", /* no chrome */ navActiveLink: 'it\\'s',",
      '  i18n: [',
      "    'auth',",
      '    `listings`,',
      '  ],',
      '  order: -1.5,',
      '};',
    ].join('\n');
    expect(pageMetaOf(source)).toEqual({
      public: true,
      layout: 'blank',
      navActiveLink: "it's",
      i18n: ['auth', 'listings'],
      order: -1.5,
    });
  });

  it('refuses what is not plain data, saying where', () => {
    expect(() => pageMetaOf('export const meta = {\n  ...base,\n};')).toThrow(/line 2/);
    expect(() => pageMetaOf('export const meta = { layout: LAYOUT };')).toThrow(/"LAYOUT" is not a literal/);
    expect(() => pageMetaOf('export const meta = { title: `a${b}` };')).toThrow(/no \$\{\}/);
    expect(() => pageMetaOf('export const meta = { public: true')).toThrow(/"}" expected/);
  });
});
