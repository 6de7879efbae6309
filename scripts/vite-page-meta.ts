import type { Plugin } from 'vite';
import { pageMetaOf } from '../src/common/routes/page-meta.ts';

/** The query the route table imports page metas with (src/web/app/router/site-route-table.ts). */
const META_QUERY = '?meta';

/**
 * A page's source reduced to its meta object. The router and the menu need every page's meta up
 * front; importing the page for it would bring its imports (features with module-level code the
 * bundler must keep) into the entry chunk. A page without a meta, or whose meta is not plain data,
 * fails the build rather than being read wrong (the rule: src/common/routes/page-meta.ts).
 */
export function pageMetaOnly(code: string, file: string): string {
  let meta;
  try {
    meta = pageMetaOf(code);
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`, { cause: err });
  }
  if (meta === null) throw new Error(`${file}: export const meta: RouteMeta = { ... }; please (read at build time)`);
  return `export const meta = ${JSON.stringify(meta)};\n`;
}

/** Serves `page.tsx?meta` as a module holding only the page's meta. */
export function pageMetaPlugin(): Plugin {
  return {
    name: 'page-meta',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(META_QUERY)) return null;
      return { code: pageMetaOnly(code, id.slice(0, -META_QUERY.length)), map: null };
    },
  };
}
