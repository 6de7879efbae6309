// The production server as one JavaScript file, dist/server/main.js (ADR 0017): `npm start` runs
// it with plain node. Running the TypeScript through tsx in production cost about 100 MB of
// resident memory (its loader thread with its own JavaScript heap, every module's transformed
// text and source map kept), a third of the 350 MB issue #12 allows. Development and the tests
// still run the sources through tsx. Packages stay outside the bundle (node_modules as installed).
// Takes about half a second, so `npm start` does it every time: the file never lags the sources.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist', 'server');
// esbuild comes with tsx (a dependency), found from tsx's own folder.
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'))('esbuild');

/**
 * The sources find their neighbours (migrations, locales, page files, the database creation
 * script) from `import.meta.dirname`; in the bundle that is dist/server, so each source file's
 * own folder is written in, relative to the bundle (the project can still be moved as a whole).
 */
const sourceFolders = {
  name: 'source-folders',
  setup(build) {
    build.onLoad({ filter: /\/src\/.*\.tsx?$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const rel = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return {
        contents: text.replaceAll('import.meta.dirname', `__sourceFolder(${JSON.stringify(rel)})`),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      };
    });
  },
};

await esbuild.build({
  entryPoints: [path.join(root, 'src', 'server', 'main.ts')],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.json'),
  plugins: [sourceFolders],
  banner: {
    js: [
      "import { resolve as __resolvePath } from 'node:path';",
      'const __sourceFolder = (rel) => __resolvePath(import.meta.dirname, rel);',
    ].join('\n'),
  },
  // For reading a stack trace by hand (node --enable-source-maps); not loaded otherwise.
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`built ${path.relative(root, path.join(outdir, 'main.js'))}`);
