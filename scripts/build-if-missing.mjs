// `npm start` builds the web app only when there is no build yet; `npm run build` rebuilds it.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const dist = process.env.WEB_DIST_DIR ?? 'dist/web';
// The server renderer (dist/ssr) came later: a build from before it is rebuilt too.
const ssr = `${dist}/../ssr/entry-server.js`;
if (!existsSync(`${dist}/index.html`) || !existsSync(ssr)) {
  console.log(`No web build in ${dist}: building it once (npm run build)...`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
