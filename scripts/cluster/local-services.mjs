// The PostgreSQL and Redis `npm run cluster` starts for itself when DATABASE_URL / REDIS_URL do not
// name running ones: from the machine's Debian packages, in the cluster's temporary folder, on free
// ports of 127.0.0.1, gone when it stops.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { waitFor } from './wait.mjs';

/** Debian installs PostgreSQL's server programs under /usr/lib/postgresql/<version>/bin. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** PostgreSQL refuses to run as root: as root, its programs run as the package's postgres user. */
function asPostgresUser(command, args) {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

export async function startPostgres({ dir, port, bin, onExit }) {
  const data = path.join(dir, 'postgres');
  mkdirSync(data, { recursive: true });
  if (isRoot()) {
    const pg = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pg.stdout), Number(gid.stdout));
    chownSync(data, Number(pg.stdout), Number(gid.stdout));
  }
  const [initCmd, initArgs] = asPostgresUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
  const [cmd, args] = asPostgresUser(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    data,
    '-c',
    'listen_addresses=127.0.0.1',
    // A test bed, not a bank: no fsync wait on every commit.
    '-c',
    'fsync=off',
    '-c',
    'max_connections=200',
  ]);
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  child.on('exit', (code) => onExit?.(code));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitFor(
    'PostgreSQL',
    () => spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)]).status === 0,
    30_000,
  );
  return { child, url, stop: (signal = 'SIGINT') => child.kill(signal) };
}

export async function startRedis({ dir, port, onExit }) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.on('exit', (code) => onExit?.(code));
  await waitFor(
    'Redis',
    () => spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout?.trim() === 'PONG',
    15_000,
  );
  return { child, url: `redis://127.0.0.1:${port}`, stop: (signal = 'SIGTERM') => child.kill(signal) };
}
