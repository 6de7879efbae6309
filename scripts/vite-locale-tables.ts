import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * The translation files' loaders, one small table per language (ADR 0021). One glob over
 * locales/<lang>/<area>.json put all ~170 loaders into the app's entry file (about 5 KB gzip on
 * every first load); now the entry holds one loader per language, and a language's table of area
 * loaders loads with its first area. mail.json is for the server only.
 *
 * - `virtual:locale-tables`: default { [lang]: () => import(that language's table) }, and `areas`,
 *   the area names (from the English files)
 * - `virtual:locale-areas/<lang>`: { [area]: () => import(locales/<lang>/<area>.json) }
 */
const TABLES = 'virtual:locale-tables';
const AREAS = 'virtual:locale-areas/';
const SERVER_ONLY = new Set(['mail.json']);

function areaFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json') && !SERVER_ONLY.has(file))
    .sort();
}

export function localeTablesPlugin(localesDir: string): Plugin {
  const languages = () =>
    readdirSync(localesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  return {
    name: 'locale-tables',
    resolveId(id) {
      return id === TABLES || id.startsWith(AREAS) ? `\0${id}` : null;
    },
    load(id) {
      if (id === `\0${TABLES}`) {
        const rows = languages().map(
          (lang) => `  ${JSON.stringify(lang)}: () => import(${JSON.stringify(AREAS + lang)}).then((m) => m.default),`,
        );
        const areas = areaFiles(path.join(localesDir, 'en')).map((file) => file.slice(0, -'.json'.length));
        return `export default {\n${rows.join('\n')}\n};\nexport const areas = ${JSON.stringify(areas)};\n`;
      }
      if (!id.startsWith(`\0${AREAS}`)) return null;
      const lang = id.slice(1 + AREAS.length);
      if (!languages().includes(lang)) throw new Error(`no locales/${lang} folder`);
      const dir = path.join(localesDir, lang);
      const rows = areaFiles(dir).map(
        (file) =>
          `  ${JSON.stringify(file.slice(0, -'.json'.length))}: () => import(${JSON.stringify(path.join(dir, file))}).then((m) => m.default),`,
      );
      return `export default {\n${rows.join('\n')}\n};\n`;
    },
  };
}
