import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileToRoute, isRouteFile } from '../../common/routes/file-routes';
import { pageMetaOf, type PageMeta } from '../../common/routes/page-meta';
import { RUNTIME_FILES, WEB_PAGES_DIR } from '../runtime-files';

/**
 * Who may see a page, from its route meta: `public` (everyone), `signed-out` (unauthenticatedOnly:
 * login, register; a visitor without a session sees them, so they are public to a crawler too) or
 * `private` (a session is needed; the server has nothing to show there).
 */
export type PageAccess = 'public' | 'signed-out' | 'private';

/** One page file as the server knows it. */
export interface ManifestPage {
  /** Below src/web/pages, router style: "apps/user/view/[id].tsx". */
  file: string;
  /** Route pattern, e.g. "/apps/user/view/:id"; the catch-all is "/*". */
  pattern: string;
  access: PageAccess;
  /** The layout a signed-in visitor sees it in (route-meta.ts layoutFor), for its files' preloads. */
  layout: PageLayout;
  /** The translation areas the page asks for (its meta's `i18n`). */
  i18n?: string[];
}

export type PageLayout = 'default' | 'blank' | 'front';

/** The layout of a signed-in visitor, as the browser's layoutFor picks it; the default one without meta. */
function signedInLayoutOf(meta: PageMeta | null): PageLayout {
  const kind = meta?.signedInLayout ?? meta?.layout;
  return kind === 'blank' || kind === 'front' ? kind : 'default';
}

/**
 * The pages the server answers for: written by the build (dist/server/route-manifest.json), so
 * the production server never reads a page's source; computed from the sources when run from them.
 */
export interface RouteManifest {
  pages: ManifestPage[];
}

/** A page's access from its meta; no meta means the router's default, a private page. */
export function accessFromMeta(meta: PageMeta | null): PageAccess {
  if (meta?.unauthenticatedOnly === true) return 'signed-out';
  if (meta?.public === true) return 'public';
  return 'private';
}

/** The files under dir, as router-style relative paths ("apps/user/list.tsx"); none if it is missing. */
function filesIn(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  } catch {
    return [];
  }
}

/** The manifest from the page files, with the meta rule the browser build uses (common/routes/page-meta.ts). */
export function routeManifestFromSources(dir = WEB_PAGES_DIR): RouteManifest {
  const pages = filesIn(dir)
    .filter(isRouteFile)
    .sort()
    .map((file) => {
      let meta: PageMeta | null;
      try {
        meta = pageMetaOf(readFileSync(path.join(dir, file), 'utf8'));
      } catch (err) {
        throw new Error(`${file}: ${(err as Error).message}`, { cause: err });
      }
      const areas = Array.isArray(meta?.i18n) ? meta.i18n.filter((a): a is string => typeof a === 'string') : [];
      return {
        file,
        pattern: fileToRoute(file).path,
        access: accessFromMeta(meta),
        layout: signedInLayoutOf(meta),
        ...(areas.length ? { i18n: areas } : {}),
      };
    });
  return { pages };
}

let loaded: RouteManifest | undefined;

/** This server's manifest, read (or computed) once per process: the web and SEO plugins both need it. */
export function loadRouteManifest(): RouteManifest {
  loaded ??= RUNTIME_FILES.routeManifest
    ? (JSON.parse(readFileSync(RUNTIME_FILES.routeManifest, 'utf8')) as RouteManifest)
    : routeManifestFromSources();
  return loaded;
}
