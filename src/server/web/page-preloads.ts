import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { START_AREA_NAMES } from '../../common/i18n/start-areas';
import type { PageEntry } from './page-access';

/** One chunk of Vite's build manifest (the fields read here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type BuildManifest = Record<string, ManifestChunk>;

/** Where the app's build writes its manifest (vite.config.ts, APP_MANIFEST). */
export const APP_MANIFEST_PATH = '.vite/app-manifest.json';

/** Manifest keys are paths below Vite's root (src/web). */
const APP_START = 'boot/boot-app.tsx';
const LAYOUT_FILES = { default: 'layouts/default-layout.tsx', front: 'layouts/front-layout.tsx' } as const;

/** The JavaScript files a signed-in page needs in a language; the empty list where nothing is known. */
export type PagePreloads = (page: PageEntry | null, lang: string) => readonly string[];

export const NO_PRELOADS: PagePreloads = () => [];

/**
 * A signed-in page's shell names every file the page will run, so the browser asks for them all
 * at once. Without this the files come as a chain, each level found only once the one before has
 * run: the entry picks the app's start, which imports the app, whose route loads the layout and
 * the page, whose parts import MUI's... Lighthouse's slow phone network counted about fifteen
 * round trips before the CRM dashboard could even ask for its figures (issue #31).
 *
 * The list is the static import closure of the app's start, the page's layout and the page itself,
 * read from Vite's build manifest, less what the entry script already brings; then the language's
 * table of translation files and the files of the areas the chrome and the page ask for
 * (scripts/vite-locale-tables.ts names them). Public pages are
 * left alone: they are islands with their own small start, and their files wait for the first
 * paint (defer-app-scripts.ts).
 */
export function pagePreloadsFrom(manifest: BuildManifest): PagePreloads {
  const entryFiles = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entry) for (const file of closure(manifest, [entry])) entryFiles.add(file);
  const byPage = new Map<string, readonly string[]>();
  return (page, lang) => {
    if (!page?.file) return [];
    const key = `${lang} ${page.file}`;
    const known = byPage.get(key);
    if (known) return known;
    const layout = page.layout === 'blank' || !page.layout ? [] : [LAYOUT_FILES[page.layout]];
    const areas = [...new Set([...START_AREA_NAMES, ...(page.i18n ?? [])])];
    const keys = [
      APP_START,
      ...layout,
      `pages/${page.file}`,
      `../../virtual:locale-areas/${lang}`,
      ...areas.map((area) => `locales/${lang}/${area}.json`),
    ];
    const files = closure(manifest, keys).filter((f) => !entryFiles.has(f));
    byPage.set(key, files);
    return files;
  };
}

/** The files of these chunks and of everything they import statically, each once, in import order. */
function closure(manifest: BuildManifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(`/${chunk.file}`);
  };
  keys.forEach(visit);
  return files;
}

/** The preloads of the built app in `webRoot`; none (a warning aside) when the manifest is missing. */
export function loadPagePreloads(webRoot: string, warn: (message: string) => void): PagePreloads {
  const file = path.join(webRoot, APP_MANIFEST_PATH);
  if (!existsSync(file)) {
    warn(`${file} is missing: signed-in pages load their files one level at a time`);
    return NO_PRELOADS;
  }
  return pagePreloadsFrom(JSON.parse(readFileSync(file, 'utf8')) as BuildManifest);
}
