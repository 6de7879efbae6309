/**
 * File routes (DESIGN.md section 2): `apps/invoice/edit/[id].tsx` -> `/apps/invoice/edit/:id`,
 * `index.tsx` -> its folder, `[...error].tsx` -> the catch-all. Names follow the path with "-"
 * between parts, as the navigation refers to them (`dashboards-crm`, `apps-invoice-edit-id`).
 */
export interface FileRoute {
  path: string;
  name: string;
}

const PAGE_EXTENSION = /\.(tsx|ts|jsx|js)$/;

/** Files that live among the pages but are not routes: `_helpers.tsx`, `*.test.tsx`. */
export function isRouteFile(relativePath: string): boolean {
  const parts = relativePath.split('/');
  if (parts.some((p) => p.startsWith('_'))) return false;
  if (/\.(test|spec)\.[jt]sx?$/.test(relativePath)) return false;
  return PAGE_EXTENSION.test(relativePath);
}

/** `relativePath` is the file's path below the pages folder, e.g. "apps/invoice/list.tsx". */
export function fileToRoute(relativePath: string): FileRoute {
  const segments = relativePath
    .replace(/^\.?\/+/, '')
    .replace(PAGE_EXTENSION, '')
    .split('/');
  if (segments[segments.length - 1] === 'index') segments.pop();

  const pathParts: string[] = [];
  const nameParts: string[] = [];
  for (const segment of segments) {
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(segment);
    const param = /^\[(\w+)\]$/.exec(segment);
    if (catchAll) {
      pathParts.push('*');
      nameParts.push(catchAll[1] as string);
    } else if (param) {
      pathParts.push(`:${param[1]}`);
      nameParts.push(param[1] as string);
    } else {
      pathParts.push(segment);
      nameParts.push(segment);
    }
  }
  return {
    path: `/${pathParts.join('/')}`,
    name: nameParts.length > 0 ? nameParts.join('-') : 'root',
  };
}
