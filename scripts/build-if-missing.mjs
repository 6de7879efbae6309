// `npm start`: builds what is missing from dist/, then lets package.json start the built server.
// A deployment may hold dist/ and the production node_modules only (ADR 0024): with a complete
// build it starts that build as it is, needing neither the sources nor a dev tool. In a checkout
// with the sources and the dev tools, the server bundle is rebuilt every time (about a second;
// scripts/build-server.ts), so a `git pull` never starts yesterday's server; the web app is built
// only when there is none (`npm run build` rebuilds it).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');
const built = [
  path.join(web, 'index.html'),
  // The server renderer (dist/ssr) and the server's own files (dist/server) came later: a build
  // from before them is built again.
  path.join(web, '..', 'ssr', 'entry-server.js'),
  path.join(root, 'dist', 'server', 'main.js'),
  path.join(root, 'dist', 'server', 'route-manifest.json'),
].every((file) => existsSync(file));

/** The tsx loader's address, when the sources and the dev tools are here; null otherwise. */
function devTools() {
  if (!existsSync(path.join(root, 'src', 'server', 'main.ts'))) return null;
  try {
    import.meta.resolve('esbuild');
    return import.meta.resolve('tsx');
  } catch {
    return null;
  }
}

const tsx = devTools();
if (!built && !tsx) {
  console.error('No complete build in dist/, and no sources or dev tools to build one: run `npm ci && npm run build`.');
  process.exit(1);
}
if (!built) {
  console.log('No complete build in dist/: building it once (npm run build)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (tsx) {
  const server = spawnSync(process.execPath, ['--import', tsx, path.join(root, 'scripts', 'build-server.ts')], {
    stdio: 'inherit',
  });
  if (server.status !== 0) process.exit(server.status ?? 1);
}
