import { readFileSync } from 'node:fs';

/*
 * How the browser build cuts its modules into files for the pages a new visitor opens most: a
 * front page, sign-in and an offer page (issue #12's 180 KB budget; ADR 0021).
 *
 * The bundler's default puts a module shared by a different set of lazy routes into a file of its
 * own, so a front page fetched about 75 files, most under 2 KB. Each file is compressed alone and
 * repeats its imports and exports, so those files cost about a tenth more bytes than the same code
 * in one file. `npm run build` therefore builds twice (scripts/build-web.ts): the first build, with
 * the default cut and nothing written, says which modules each of those pages really loads (after
 * tree-shaking, which a module graph read from the sources cannot tell: a feature's index.ts
 * names all of its parts); the second puts every module the entry or all three pages load into
 * the entry file, and what two of them share, or one alone, into one file per such set. Modules
 * only other pages load keep the default cut.
 */

/** The environment variable that names the plan file for the second build. */
export const PLAN_ENV = 'PUBLIC_CHUNK_PLAN';

const FRONT_LAYOUT = /[\\/]src[\\/]web[\\/]layouts[\\/]front-layout\.tsx$/;
const FRONT_PAGE = /[\\/]src[\\/]web[\\/]sites[\\/][\w-]+[\\/](front-page|sites-index)\.tsx$/;
const SIGN_IN = /[\\/]src[\\/]web[\\/]pages[\\/]login\.tsx$/;
const OFFER = /[\\/]src[\\/]web[\\/]pages[\\/]\[lang\][\\/]offer[\\/]\[offerid\]\.tsx$/;
const SIGNED_IN_SHELL = /[\\/]src[\\/]web[\\/]layouts[\\/]default-layout\.tsx$/;
/**
 * The signed-in home (paths.ts `crmDashboard`, issue #17's budget): counted with the layout, so
 * that what it shares with a public page (Grid, Skeleton, Alert) goes into a file the shell
 * loads, not into a front-page file it would download whole for one module (ADR 0021).
 */
const SIGNED_IN_HOME = /[\\/]src[\\/]web[\\/]pages[\\/]dashboards[\\/]crm\.tsx$/;
/** The parts of a planned file's name: which pages load it. */
const PAGES = ['front', 'sign-in', 'offer', 'shell'] as const;

/** What the plan needs of a built file (a subset of Rolldown's output chunk). */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: readonly string[];
  /** Files this one imports statically: they load with it. */
  imports: readonly string[];
  /** Its code's length in characters (minified). */
  size: number;
}

/** A planned file smaller than this, loaded by two of the three pages, joins the entry file. */
const SMALL = 4096;

/** Chunk name per module id; a module not named keeps the bundler's default. */
export type ChunkPlan = Record<string, string>;

/** The files that load when `roots` load: the roots and what they import, statically. */
function loadedWith(byFile: Map<string, BuiltChunk>, roots: readonly BuiltChunk[]): Set<string> {
  const seen = new Set<string>();
  const stack = roots.map((c) => c.fileName);
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/** The plan for the second build, from the files of the first. */
export function planChunks(chunks: readonly BuiltChunk[]): ChunkPlan {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const holding = (pattern: RegExp) => chunks.filter((c) => c.moduleIds.some((id) => pattern.test(id)));
  const entry = loadedWith(
    byFile,
    chunks.filter((c) => c.isEntry),
  );
  const frontLayout = loadedWith(byFile, holding(FRONT_LAYOUT));
  // One site's front page alone does not make a file "the front page's": it would load on every
  // site's front page. The layout, or two sites' pages sharing it, do.
  const frontPages = holding(FRONT_PAGE).map((c) => loadedWith(byFile, [c]));
  const signIn = loadedWith(byFile, holding(SIGN_IN));
  // The offer page opens in the front layout.
  const offer = new Set([...loadedWith(byFile, holding(OFFER)), ...frontLayout]);
  // The signed-in pages' layout: what it shares with one of the three goes into a file of its
  // own, so a dashboard does not download the sign-in form with the form library.
  const shell = loadedWith(byFile, [...holding(SIGNED_IN_SHELL), ...holding(SIGNED_IN_HOME)]);
  const plan: ChunkPlan = {};
  const sizes = new Map<string, number>();
  for (const chunk of chunks) {
    const file = chunk.fileName;
    let name: string | null;
    if (entry.has(file)) name = 'index';
    else {
      const front = frontLayout.has(file) || frontPages.filter((loaded) => loaded.has(file)).length >= 2;
      const [inSignIn, inOffer] = [signIn.has(file), offer.has(file)];
      const pages = [front && 'front', inSignIn && 'sign-in', inOffer && 'offer', shell.has(file) && 'shell'].filter(
        Boolean,
      );
      if (front && inSignIn && inOffer) name = 'index';
      // What only the signed-in pages load keeps the default cut.
      else name = front || inSignIn || inOffer ? `public-${pages.join('-')}` : null;
    }
    if (name) for (const id of chunk.moduleIds) plan[id] = name;
    if (name) sizes.set(name, (sizes.get(name) ?? 0) + chunk.size);
  }
  // A file of a few hundred bytes costs its own headers and a request; two of the three pages
  // needing it, the third may as well have it too.
  for (const [name, size] of sizes) {
    const served = ['front', 'sign-in', 'offer'].filter((page) => name.includes(page)).length;
    if (size < SMALL && served >= 2) for (const id of Object.keys(plan)) if (plan[id] === name) plan[id] = 'index';
  }
  return plan;
}

/** How many of the pages a planned file serves ('index' all of them). */
function pagesServed(name: string): number {
  return name === 'index' ? PAGES.length : PAGES.filter((page) => name.includes(page)).length;
}

/**
 * The second build's code-splitting option; undefined (the bundler's default) without a plan.
 * A group takes its modules' imports along, so the groups that serve more pages go first: what a
 * module imports is loaded by at least the pages that load the module, and was already placed.
 */
export function publicChunking():
  { groups: { name: string; test: (id: string) => boolean; priority: number }[] } | undefined {
  const file = process.env[PLAN_ENV];
  if (!file) return undefined;
  const plan = JSON.parse(readFileSync(file, 'utf8')) as ChunkPlan;
  const names = [...new Set(Object.values(plan))];
  return {
    groups: names.map((name) => ({ name, test: (id: string) => plan[id] === name, priority: pagesServed(name) })),
  };
}
