import type { RouteDef } from '@web/lib/route-meta';

/**
 * SPEC.md section 2: a site may add routes or override routes with the same path (name,
 * component and meta replaced); the default extra routes are appended after them, except where
 * a path is already taken, so a site's own version of an extra route wins too.
 */
export function mergeRoutes(
  fileRoutes: readonly RouteDef[],
  siteRoutes: readonly RouteDef[],
  defaultExtras: readonly RouteDef[],
): RouteDef[] {
  const siteByPath = new Map(siteRoutes.map((r) => [r.path, r]));
  const merged = fileRoutes.map((r) => siteByPath.get(r.path) ?? r);
  const taken = new Set(merged.map((r) => r.path));
  for (const r of siteRoutes) {
    if (!taken.has(r.path)) {
      merged.push(r);
      taken.add(r.path);
    }
  }
  for (const r of defaultExtras) {
    if (!taken.has(r.path)) {
      merged.push(r);
      taken.add(r.path);
    }
  }
  return merged;
}
