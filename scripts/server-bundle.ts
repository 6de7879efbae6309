import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { BUNDLE_FILES } from '../src/server/runtime-files';
import { routeManifestFromSources } from '../src/server/web/route-manifest';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');

/** A folder copied afresh (a file removed from the sources is gone from the copy too). */
function copyFolder(from: string, to: string, filter: (file: string) => boolean = () => true) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter });
}

/**
 * The server into outdir (dist/server; ADR 0017, ADR 0024): main.js, the database creation script
 * create-pglite.js, and the files they read besides code, copied or computed from the sources:
 * migrations, the translations and the route manifest (which pages exist, which are public).
 */
export async function buildServer(outdir: string): Promise<void> {
  await build({
    entryPoints: {
      main: path.join(src, 'server', 'main.ts'),
      [path.basename(BUNDLE_FILES.createPglite, '.js')]: path.join(src, 'server', 'db', 'create-pglite.ts'),
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    // The sources then read the files below from beside the bundle (src/server/runtime-files.ts).
    define: { __SERVER_BUNDLE__: 'true' },
    // For reading a stack trace by hand (node --enable-source-maps); not loaded otherwise.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  copyFolder(path.join(src, 'server', 'db', 'migrations'), path.join(outdir, BUNDLE_FILES.migrations));
  // The translations only (the folder holds their test too).
  copyFolder(
    path.join(src, 'web', 'locales'),
    path.join(outdir, BUNDLE_FILES.locales),
    (f) => !/\.[cm]?[jt]sx?$/.test(f),
  );
  mkdirSync(outdir, { recursive: true });
  writeFileSync(
    path.join(outdir, BUNDLE_FILES.routeManifest),
    `${JSON.stringify(routeManifestFromSources(), null, 2)}\n`,
  );
}
