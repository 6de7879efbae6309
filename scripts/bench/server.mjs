// The production server as the bench runs it: the command `npm start` ends with (package.json
// "start": node dist/server/main.js, ADR 0017), one node process (so the pid is the server
// itself, not a wrapper), on loopback, with its own DATA_DIR. The server bundle is rebuilt first.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

const MB = 1024 * 1024;

/** Resident memory of a process in bytes, from /proc/<pid>/status (VmRSS). */
export function rssOf(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  if (!line) throw new Error(`no VmRSS for pid ${pid}`);
  return Number(line.split(/\s+/)[1]) * 1024;
}

export const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;

/** The node process serving: the deepest node descendant of pid (pid itself when it has none). */
function serverPid(pid) {
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // Field 4 of stat is the parent pid; the command name (field 2) may contain spaces.
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number)
    .filter((c) => readFileSync(`/proc/${c}/comm`, 'utf8').trim() === 'node');
  return children.length ? serverPid(children[0]) : pid;
}

// Extra node flags for the server only (not the load generator), to try memory settings, e.g.
// BENCH_NODE_FLAGS=--max-semi-space-size=4 (ADR 0017).
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

/**
 * `npm start`'s server command, from package.json: its last `&&` part, `VAR=value ... node
 * <flags> <file>`. Read, not copied, so the bench measures what a user runs.
 */
export function startCommand() {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const words = pkg.scripts.start.split('&&').at(-1).trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_]+=/.test(words[0])) {
    const [name, ...value] = words.shift().split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node')
    throw new Error(`package.json start does not end with a node command: ${pkg.scripts.start}`);
  return { env, args: words };
}

export async function startServer({ port, dataDir, env = {} }) {
  // A server left over on the port would answer the health check below and be measured instead.
  const leftover = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`something already answers on port ${port}: stop it or set BENCH_PORT`);
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-server.ts'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('could not build the server (scripts/build-server.ts)');
  const command = startCommand();
  const child = spawn(process.execPath, [...NODE_FLAGS, ...command.args], {
    env: {
      ...process.env,
      ...command.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group, so stopping it stops anything it started too.
    detached: true,
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    await exited;
  };
  const started = Date.now();
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (i > 600) {
      await stop();
      throw new Error('server did not become healthy in 5 minutes');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const startMs = Date.now() - started;
  // Settle: let start-up garbage be collected before anyone reads the RSS.
  await new Promise((r) => setTimeout(r, 2000));
  const pid = serverPid(child.pid);
  return { pid, port, startMs, rss: () => rssOf(pid), stop };
}
