// `npm run cluster [-- --processes 2 --port 3100 --keep]`: the product as a deployment that
// outgrew one process runs it (issue #38, docs/deploy.md): PostgreSQL, Redis, N server processes
// and nginx in front doing round-robin over HTTP and websockets. The database and Redis are the
// ones DATABASE_URL and REDIS_URL name, or its own, started from the Debian packages in a
// temporary folder. Ctrl+C stops what it started, and nothing else.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ensureDebianPackages } from './debian-packages.mjs';
import { nginxConf } from './cluster/nginx-conf.mjs';
import { postgresBin, startPostgres, startRedis } from './cluster/local-services.mjs';
import { freePort, waitFor } from './cluster/wait.mjs';

const root = path.resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '2' },
    port: { type: 'string', default: '3100' },
    keep: { type: 'boolean', default: false },
  },
});
const options = z
  .object({
    processes: z.coerce.number().int().min(1).max(16),
    port: z.coerce.number().int().min(1).max(65535),
    keep: z.boolean(),
  })
  .safeParse(values);
if (!options.success) {
  console.error(
    `npm run cluster: ${options.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; ')}`,
  );
  process.exit(2);
}
const { processes, port, keep } = options.data;

const say = (line) => console.log(`[cluster] ${line}`);
const children = [];
let stopping = false;
/** The temporary folder, once made. */
let dir;

/** Prints a child's output lines with its name in front, so N processes' logs stay readable. */
function prefixed(stream, name) {
  let rest = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) if (line) console.log(`[${name}] ${line}`);
  });
}

/** Whether any process of the child's group (the child and what it started) is still there. */
function groupAlive(child) {
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  say('stopping…');
  // The proxy first (no new requests), then the servers, then what they use. Each child leads a
  // process group of its own: the signal goes to the group, so PostgreSQL started through
  // runuser (as root) stops too, not only runuser.
  for (const child of [...children].reverse()) {
    try {
      process.kill(-child.pid, child.stopSignal);
    } catch {
      // Already gone.
    }
    await waitFor(child.name, () => !groupAlive(child), 20_000).catch(() => {
      say(`${child.name} did not stop within 20 s: killed`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    });
  }
  if (dir && !keep) rmSync(dir, { recursive: true, force: true });
  else if (dir) say(`kept ${dir}`);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

/** Starts a child in a process group of its own: the terminal's Ctrl+C reaches this script only. */
function startChild(name, command, args, { env, stopSignal = 'SIGTERM' } = {}) {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  Object.assign(child, { name, stopSignal });
  prefixed(child.stdout, name);
  prefixed(child.stderr, name);
  child.on('exit', (code, signal) => {
    if (!stopping) say(`${name} (pid ${child.pid}) ended: ${signal ?? `exit code ${code}`}`);
  });
  children.push(child);
  return child;
}

// What it needs, before creating anything.
const nginxBinary = '/usr/sbin/nginx';
const needsOwn = { postgres: !process.env.DATABASE_URL, redis: !process.env.REDIS_URL };
const packages = [[nginxBinary, 'nginx']];
if (needsOwn.postgres && !postgresBin()) packages.push(['/usr/lib/postgresql', 'postgresql']);
if (needsOwn.redis) packages.push(['/usr/bin/redis-server', 'redis-server']);
if (!ensureDebianPackages(packages)) process.exit(1);
const build = spawnSync(process.execPath, ['scripts/build-if-missing.mjs'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

dir = mkdtempSync(path.join(tmpdir(), 'marketplace-cluster-'));
// Traversable (not readable) by others: as root, PostgreSQL runs as the postgres user below it.
chmodSync(dir, 0o711);
say(`working folder ${dir}`);
try {
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const pg = await startPostgres({ dir: path.join(dir, 'pg'), port: await freePort(), bin: postgresBin() });
    Object.assign(pg.child, { name: 'postgres', stopSignal: 'SIGINT' });
    children.push(pg.child);
    databaseUrl = pg.url;
    say(`PostgreSQL of its own on ${pg.url}`);
  }
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    const redis = await startRedis({ dir, port: await freePort() });
    Object.assign(redis.child, { name: 'redis', stopSignal: 'SIGTERM' });
    children.push(redis.child);
    redisUrl = redis.url;
    say(`Redis of its own on ${redis.url}`);
  }

  // One uploads folder for all processes (a picture stored through one is served by any).
  const dataDir = process.env.DATA_DIR ?? path.join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const servers = [];
  for (let i = 1; i <= processes; i++) {
    const serverPort = await freePort();
    const name = `process-${i}`;
    const env = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(serverPort),
      INSTANCE_ID: name,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      // Only nginx on this machine talks to the processes; its X-Forwarded-For is believed.
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // Its own database starts empty: the demo data, as `npm start` gives on PGlite.
      ...(needsOwn.postgres && process.env.SEED_DEMO === undefined ? { SEED_DEMO: 'true' } : {}),
    };
    const child = startChild(
      name,
      process.execPath,
      ['--max-semi-space-size=4', '--heap-growing-percent=20', 'dist/server/main.js'],
      { env },
    );
    servers.push({ name, port: serverPort, child });
  }
  // All at once: the first to take the start-up lock migrates and seeds, the others wait for it.
  await Promise.all(
    servers.map(async (s) => {
      await waitFor(
        s.name,
        async () => {
          if (s.child.exitCode !== null) throw new Error(`${s.name} ended while starting`);
          return (await fetch(`http://127.0.0.1:${s.port}/api/health`)).ok;
        },
        300_000,
      );
      say(`${s.name} ready (pid ${s.child.pid}, 127.0.0.1:${s.port})`);
    }),
  );

  const nginxDir = path.join(dir, 'nginx');
  mkdirSync(nginxDir, { recursive: true });
  const conf = path.join(nginxDir, 'nginx.conf');
  const user = process.getuid?.() === 0 ? userInfo().username : undefined;
  writeFileSync(conf, nginxConf({ port, upstreams: servers.map((s) => s.port), dir: nginxDir, user }));
  const nginx = startChild('nginx', nginxBinary, ['-c', conf, '-p', nginxDir], { stopSignal: 'SIGQUIT' });
  await waitFor(
    'nginx',
    async () => {
      if (nginx.exitCode !== null) throw new Error('nginx ended while starting (is the port taken?)');
      return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
    },
    30_000,
  );
  console.log(`cluster ready on http://127.0.0.1:${port}`);
} catch (err) {
  console.error(`[cluster] could not start: ${err instanceof Error ? err.message : String(err)}`);
  await stopAll(1);
}
