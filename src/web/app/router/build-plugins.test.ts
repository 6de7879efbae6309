import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localeTablesPlugin } from '../../../../scripts/vite-locale-tables';

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
    // The server's mail texts (mail.json) stay on the server; the e-mail app's (email.json) do not.
    expect(code).not.toContain('/mail.json');
    expect(() => load('virtual:locale-areas/xx')).toThrow(/no locales\/xx/);
  });
});
