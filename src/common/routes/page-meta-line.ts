/*
 * Every page writes its route meta on one line: `export const meta: RouteMeta = { ... };`. The
 * build (scripts/vite-page-meta.ts, for the router and the menu) and the server (which pages are
 * public, src/server/web/page-access.ts) both read that line from the source rather than importing
 * the page, so the rule lives here once.
 */
const META_LINE = /^export const meta(?::\s*RouteMeta)?\s*=\s*(\{.*\});?\s*$/m;

/** The meta object's source text (`{ public: true }`), or null when the page has no such line. */
export function metaLineOf(source: string): string | null {
  return META_LINE.exec(source)?.[1] ?? null;
}
