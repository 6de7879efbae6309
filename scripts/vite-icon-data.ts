import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The module the icons page imports: the data file's URL and the number of icons in it. */
const VIRTUAL_ID = 'virtual:tabler-icon-data';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** Where `npm run dev` serves the file (the build writes it under assets/ with a content hash). */
const DEV_URL = '/@tabler-icon-data.json';

/** One node of an icon: a path's `d`, or [tag, attributes] for anything else. */
export type CompactNode = string | [string, Record<string, string>];
/** [component name, style (0 outline, 1 filled), category, tags joined by spaces, nodes]. */
export type CompactIcon = [string, 0 | 1, string, string, CompactNode[]];

type RawNodes = Record<string, [string, Record<string, string>][]>;
interface RawMeta {
  category?: string;
  tags?: (string | number)[];
}

const require = createRequire(import.meta.url);

/**
 * A file of @tabler/icons as icons-react would load it: the copy beside icons-react or the nearest
 * one above it (its package.json lists no exports for the data files, so require.resolve cannot).
 */
function iconsFile(reactDir: string, file: string): string {
  for (let dir = reactDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', '@tabler', 'icons', file);
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`@tabler/icons/${file} not found above ${reactDir}`);
  }
}

function compactNodes(nodes: [string, Record<string, string>][]): CompactNode[] {
  return nodes.map(([tag, attrs]) => {
    const { key: _key, ...rest } = attrs;
    const names = Object.keys(rest);
    return tag === 'path' && names.length === 1 && names[0] === 'd' ? (rest.d as string) : [tag, rest];
  });
}

/**
 * Every icon of the installed @tabler/icons-react, with the component name it exports (read from
 * its own table of icons, so a name shown is one that imports), its tags and its SVG nodes (from
 * the @tabler/icons data it is built from). About 5,000 outline and 1,000 filled icons.
 */
export function buildIconData(): string {
  const reactDir = path.dirname(require.resolve('@tabler/icons-react/package.json'));
  const table = readFileSync(path.join(reactDir, 'dist/esm/dynamic-imports.mjs'), 'utf8');
  const nodesOutline = JSON.parse(readFileSync(iconsFile(reactDir, 'tabler-nodes-outline.json'), 'utf8')) as RawNodes;
  const nodesFilled = JSON.parse(readFileSync(iconsFile(reactDir, 'tabler-nodes-filled.json'), 'utf8')) as RawNodes;
  const meta = JSON.parse(readFileSync(iconsFile(reactDir, 'icons.json'), 'utf8')) as Record<string, RawMeta>;
  const icons: CompactIcon[] = [];
  for (const [, key, component] of table.matchAll(/"([a-z0-9-]+)": \(\) => import\('\.\/icons\/(Icon\w+)\.\w+'\)/g)) {
    if (!key || !component) continue;
    const filled = key.endsWith('-filled');
    const base = filled ? key.slice(0, -'-filled'.length) : key;
    const nodes = filled ? nodesFilled[base] : nodesOutline[key];
    if (!nodes) continue;
    const info = meta[base] ?? {};
    const tags = [base.replace(/-/g, ' '), ...(info.tags ?? []).map(String)].join(' ');
    icons.push([component, filled ? 1 : 0, info.category ?? '', tags, compactNodes(nodes)]);
  }
  if (icons.length < 1000) throw new Error(`tabler icon data: only ${icons.length} icons found, the package changed?`);
  icons.sort((a, b) => a[0].localeCompare(b[0]));
  return JSON.stringify(icons);
}

/**
 * The icons page lists the whole bundled set without putting it in any JavaScript chunk: the
 * build writes the icons' data as one JSON file under assets/ (content-hashed, and compressed
 * beside it by scripts/compress-dist.mjs), and `import { url } from 'virtual:tabler-icon-data'`
 * gives its address, for the page to fetch when it opens.
 */
export function iconDataPlugin(): Plugin {
  let data: string | undefined;
  const dataOf = () => (data ??= buildIconData());
  let fileName = '';
  let ssr = false;
  let build = false;
  return {
    name: 'tabler-icon-data',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      let url = DEV_URL;
      if (build) {
        const hash = createHash('sha256').update(dataOf()).digest('hex').slice(0, 10);
        fileName = `assets/tabler-icons-${hash}.json`;
        url = `/${fileName}`;
      }
      return `export const url = ${JSON.stringify(url)};\n`;
    },
    generateBundle() {
      // The server renderer never fetches it; the browser builds write it once each (same name).
      if (ssr || !fileName) return;
      this.emitFile({ type: 'asset', fileName, source: dataOf() });
    },
    configureServer(server) {
      server.middlewares.use(DEV_URL, (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.end(dataOf());
      });
    },
  };
}
