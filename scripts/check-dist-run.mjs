// Checks that the build runs as production runs it (ADR 0024): `npm start` in a folder holding
// only package.json, scripts/build-if-missing.mjs, dist/ and the production packages: no src/,
// no dev dependency (tsx, esbuild, typescript, vite...), a new DATA_DIR (so the bundled database
// creation script runs too). Then a few answers that need what the build wrote beside the server:
// the route manifest (which pages exist and are public), the translations (the page title).
// Run after `npm run build` (`npm test` does); takes about half a minute.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const devOnly = new Set(Object.keys(pkg.devDependencies));
const port = Number(process.env.DIST_CHECK_PORT ?? 3218);
const host = 'korepetycje.lol';

const dir = mkdtempSync(path.join(tmpdir(), 'dist-run-'));
cpSync(path.join(root, 'dist'), path.join(dir, 'dist'), { recursive: true });
cpSync(path.join(root, 'package.json'), path.join(dir, 'package.json'));
cpSync(path.join(root, 'scripts', 'build-if-missing.mjs'), path.join(dir, 'scripts', 'build-if-missing.mjs'));

// The installed packages but the dev dependencies, linked one by one (a scope's members too).
const modules = path.join(root, 'node_modules');
mkdirSync(path.join(dir, 'node_modules'));
for (const name of readdirSync(modules)) {
  if (name.startsWith('.')) continue;
  const names = name.startsWith('@') ? readdirSync(path.join(modules, name)).map((m) => `${name}/${m}`) : [name];
  for (const full of names.filter((n) => !devOnly.has(n))) {
    mkdirSync(path.dirname(path.join(dir, 'node_modules', full)), { recursive: true });
    symlinkSync(path.join(modules, full), path.join(dir, 'node_modules', full));
  }
}

const server = spawn('npm', ['start'], {
  cwd: dir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'),
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  // Its own process group: stopping it stops node under npm too.
  detached: true,
});
let exited = false;
server.once('exit', () => (exited = true));

/** GET on the site the Host header names (fetch would send its own Host). */
const get = (url) =>
  new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: url, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, ok: response.statusCode === 200, text: body }));
    });
    request.on('error', reject);
  });
const failures = [];
const check = (what, ok) => {
  console.info(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited) throw new Error('the built server exited before it answered');
    if (Date.now() > deadline) throw new Error('the built server did not answer /api/health within 2 minutes');
    const health = await get('/api/health').catch(() => null);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  check('/api/health answers', true);
  const login = await get('/login');
  const html = login.text;
  check('/login is 200', login.status === 200);
  // The page's description is the server's (src/server/web/page-texts.ts), from the copied translations.
  const auth = JSON.parse(readFileSync(path.join(dir, 'dist', 'server', 'locales', 'pl', 'auth.json'), 'utf8'));
  check(
    '/login has its description in Polish (translations read from dist)',
    html.includes(`content="${auth['auth.login.subtitle']}"`),
  );
  check('/login is rendered on the server (public page in the route manifest)', /<form|<input/.test(html));
  check('an unknown path is 404 (page patterns from the route manifest)', (await get('/no/such/page')).status === 404);
  const robots = (await get('/robots.txt')).text;
  check('robots.txt keeps crawlers out of private pages', /Disallow: \/apps/.test(robots));
  check('sitemap.xml lists the sign-in page', (await get('/sitemap.xml')).text.includes('/login'));
} catch (err) {
  failures.push(err.message);
  console.error(err.message);
} finally {
  if (!exited) process.kill(-server.pid, 'SIGTERM');
  await new Promise((resolve) => (exited ? resolve() : server.once('exit', resolve)));
  rmSync(dir, { recursive: true, force: true });
}
if (failures.length > 0) {
  console.error(`the build does not run on its own: ${failures.join('; ')}`);
  process.exit(1);
}
console.info('the build runs without src/ and without dev dependencies');
