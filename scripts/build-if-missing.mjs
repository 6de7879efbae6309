// `npm start` builds the web app only when there is no build yet (`npm run build` rebuilds it),
// and the server bundle every time (half a second; scripts/build-server.mjs): a `git pull` then
// never starts yesterday's server.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const dist = process.env.WEB_DIST_DIR ?? 'dist/web';
// The server renderer (dist/ssr) came later: a build from before it is rebuilt too.
const ssr = `${dist}/../ssr/entry-server.js`;
if (!existsSync(`${dist}/index.html`) || !existsSync(ssr)) {
  console.log(`No web build in ${dist}: building it once (npm run build)...`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const server = spawnSync(process.execPath, [path.join(import.meta.dirname, 'build-server.mjs')], { stdio: 'inherit' });
if (server.status !== 0) process.exit(server.status ?? 1);
