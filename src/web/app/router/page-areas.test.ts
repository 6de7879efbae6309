import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { START_AREAS } from '@web/lib/i18n';

/*
 * A page must name in meta.i18n the translation areas its texts come from (beyond those loaded at
 * start), or its first render shows keys until the rescue load. Read from the sources: the area
 * prefixes of the keys a page uses, and those of every feature it imports.
 */
const webDir = path.resolve(import.meta.dirname, '../..');
const START = new Set(START_AREAS);
const areas = readdirSync(path.join(webDir, 'locales/en'))
  .filter((f) => f.endsWith('.json') && f !== 'mail.json')
  .map((f) => f.slice(0, -'.json'.length))
  .filter((a) => !START.has(a));

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));

/** Areas whose keys ('<area>.…') a source text uses. */
const areasIn = (text: string) => areas.filter((a) => new RegExp(`['"\`]${a}\\.[A-Za-z]`).test(text));

const featureAreas = new Map(
  readdirSync(path.join(webDir, 'features')).map((feature) => [
    feature,
    new Set(filesUnder(path.join(webDir, 'features', feature)).flatMap((f) => areasIn(readFileSync(f, 'utf8')))),
  ]),
);

const pages = [...filesUnder(path.join(webDir, 'pages')), ...filesUnder(path.join(webDir, 'sites'))].filter(
  (f) => !path.basename(f).startsWith('_') && /export const meta|export default/.test(readFileSync(f, 'utf8')),
);

describe('pages name the translation areas they use', () => {
  it.each(pages.map((f) => [path.relative(webDir, f), f]))('%s', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const needed = new Set(areasIn(text.replace(/i18n: \[[^\]]*\]/, '')));
    for (const [, feature] of text.matchAll(/@web\/features\/([\w-]+)/g)) {
      for (const area of featureAreas.get(feature!) ?? []) needed.add(area);
    }
    const named = /i18n: \[([^\]]*)\]/.exec(text)?.[1]?.match(/[\w-]+/g) ?? [];
    expect(named.sort()).toEqual(expect.arrayContaining([...needed].sort()));
  });
});
