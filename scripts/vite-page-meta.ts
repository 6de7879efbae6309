import type { Plugin } from 'vite';
import { metaLineOf } from '../src/common/routes/page-meta-line';

/** The query the route table imports page metas with (src/web/app/router/site-route-table.ts). */
const META_QUERY = '?meta';

/**
 * A page's source reduced to its meta object. The router and the menu need every page's meta up
 * front; importing the page for it would bring its imports (features with module-level code the
 * bundler must keep) into the entry chunk. A page whose meta is not one plain line fails the build,
 * rather than being read wrong.
 */
export function pageMetaOnly(code: string, file: string): string {
  const meta = metaLineOf(code);
  if (meta === null)
    throw new Error(`${file}: export const meta: RouteMeta = { ... }; on one line, please (read at build time)`);
  return `export const meta = ${meta};\n`;
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
