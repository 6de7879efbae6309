// Live channels bench (issue #14, DESIGN.md section 6): N authenticated sockets on one server
// process, then the time for a message to reach one user among them (p50/p99 over SENDS sends)
// and the server's memory per socket; with REDIS_URL or TEST_REDIS_URL, the same delivery
// between two processes on Redis (--no-redis skips it).
// Usage: node scripts/bench-sockets.mjs [--sockets=10000] [--sends=1000] [--no-redis | --only-redis]
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { io } from 'socket.io-client';

const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SOCKETS = arg('sockets', 10_000);
const SENDS = arg('sends', 1000);
const USERS = 50; // sign-ups hash a password (scrypt); sockets share these users' tokens
const BASE_PORT = Number(process.env.BENCH_SOCKETS_PORT ?? 3235);
const SINGLE = !process.argv.includes('--only-redis');
const REDIS_URL = process.argv.includes('--no-redis')
  ? undefined
  : (process.env.REDIS_URL ?? process.env.TEST_REDIS_URL);
const P99_BUDGET_MS = 50;
const PER_SOCKET_BUDGET_KB = 30;

// This process holds one file descriptor per client socket: raise its own limit by re-running
// itself under a shell that does (the limit is raised for the bench only, never globally).
const WANT_FDS = SOCKETS + 1000;
if (!process.env.BENCH_SOCKETS_CHILD) {
  const run = spawnSync(
    'bash',
    [
      '-c',
      `ulimit -n ${WANT_FDS} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`,
      process.execPath,
      ...process.argv.slice(1),
    ],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_SOCKETS_CHILD: '1' },
    },
  );
  process.exit(run.status ?? 1);
}
const fdLimit = Number(spawnSync('bash', ['-c', 'ulimit -n']).stdout.toString().trim());

const webDist = mkdtempSync(path.join(tmpdir(), 'bench-sockets-web-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><title>bench</title><!--bootstrap--></head><body></body></html>',
);

/** A server process with the same raised limit, in its own process group. */
async function startServer(port, extraEnv = {}) {
  // Another server already on the port would answer the health check and be measured instead.
  const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is in use: set BENCH_SOCKETS_PORT`);
  const child = spawn(
    'bash',
    ['-c', `ulimit -n ${WANT_FDS} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec node --import tsx src/server/main.ts`],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-sockets-')),
        WEB_DIST_DIR: webDist,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '100000',
        HASH_QUEUE_LIMIT: '1000',
        // The bench's one sender posts SENDS messages back to back, far past a member's live limits.
        LIVE_MESSAGE_BURST: '100000',
        LIVE_MESSAGES_PER_SECOND: '100000',
        LIVE_USER_MESSAGES_PER_MINUTE: '1000000',
        ...extraEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).status < 500) return { child, url };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not start`);
}

const stop = (server) => {
  try {
    process.kill(-server.child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
};

/** Resident memory of the server's node process (the exec'd shell is that process). */
function rssKb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]);
}

let counter = 0;
async function register(url) {
  const email = `bench-${Date.now().toString(36)}-${++counter}@example.test`;
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench User', email, password: 'correct horse battery' }),
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { id: body.userId, token: body.apiToken };
}

async function registerMany(url, n) {
  const users = [];
  for (let i = 0; i < n; i++) users.push(await register(url)); // one at a time: the per-IP sign-up limit (AUTH_CONCURRENT_PER_IP)
  return users;
}

/** One signed-in socket that has joined `room` (its user's personal room unless told otherwise). */
function open(url, user, room = user.id) {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    query: { token: user.token },
    reconnection: false,
    forceNew: true,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () =>
      socket.emit('join-room', room, (answer) => (answer?.ok ? resolve(socket) : reject(new Error(answer?.code)))),
    );
    socket.once('connect_error', reject);
  });
}

/**
 * n crowd sockets, CONCURRENCY handshakes in flight at a time. The crowd shares a few users'
 * tokens (sign-ups are slow), but each socket joins a room of its own, as 10,000 users each in
 * their own personal room would: a call room `<userId>_<random id>` (room-rules.ts lets a user
 * into any call room that names them). Were they all to join their user's personal room, every
 * join would notify the ~200 sockets already in it (REMITER_), n²/users packets in all, and the
 * bench would measure that fan-out instead of connecting.
 */
async function openMany(url, users, n, into, concurrency = 200) {
  let started = 0;
  const worker = async () => {
    while (started < n) {
      const user = users[started++ % users.length];
      into.push(await open(url, user, `${user.id}_${randomUUID()}`)); // pushed as it opens: a failure keeps the count
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, n) }, worker));
}

/** The machine is shared: every figure is printed with the load it was measured under. */
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** SENDS messages one after another from `sender` to `target`'s personal room; ms until each arrives. */
async function delivery(sender, targetSocket, targetId) {
  const times = [];
  for (let i = 0; i < SENDS; i++) {
    const wrapperId = `bench-${i}`;
    const arrived = new Promise((resolve, reject) => {
      // A server that died must end the bench, not hang it.
      const timer = setTimeout(() => reject(new Error(`message ${i} did not arrive within 10 s`)), 10_000);
      const onMessage = (raw) => {
        if (JSON.parse(raw).wrapperId !== wrapperId) return;
        targetSocket.off('room-message', onMessage);
        clearTimeout(timer);
        resolve();
      };
      targetSocket.on('room-message', onMessage);
    });
    const start = performance.now();
    sender.emit(
      'AuctionStreamAdapter_BROADCAST',
      JSON.stringify({ SocketIOUniqueChannelName: targetId, data: '{"type":"callInvitation"}', wrapperId }),
    );
    await arrived;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

const results = [];
let over = false;
const header = () => console.log('setup                          sockets   p50 ms   p99 ms   KB/socket');
/** One row, printed as soon as it is measured, so a later failure does not lose it. */
function report(label, n, { p50, p99 }, kb) {
  results.push([label, n]);
  const flags = [
    p99 > P99_BUDGET_MS ? `p99 over ${P99_BUDGET_MS} ms` : '',
    kb !== null && kb > PER_SOCKET_BUDGET_KB ? `over ${PER_SOCKET_BUDGET_KB} KB` : '',
  ].filter(Boolean);
  if (flags.length) over = true;
  header();
  console.log(
    `${label.padEnd(30)} ${String(n).padStart(7)} ${p50.toFixed(2).padStart(8)} ${p99.toFixed(2).padStart(8)} ${kb === null ? '       -' : kb.toFixed(1).padStart(11)}${flags.length ? `  ! ${flags.join(', ')}` : ''}  (${load()})`,
  );
}
const servers = [];
const sockets = [];
const cleanup = () => {
  for (const s of sockets) s.disconnect();
  sockets.length = 0;
  for (const s of servers.splice(0)) stop(s);
};
process.on('exit', cleanup);

try {
  console.log(`live channels bench: ${SOCKETS} sockets, ${SENDS} sends, fd limit ${fdLimit}`);
  if (SINGLE) {
    const one = await startServer(BASE_PORT);
    servers.push(one);
    const users = await registerMany(one.url, USERS);
    const [target, senderUser, ...others] = users;
    await new Promise((r) => setTimeout(r, 2000)); // sign-up work done, so the baseline holds still
    const rssBefore = rssKb(one.child.pid);
    let reached = 0;
    let failure = '';
    const t0 = performance.now();
    try {
      sockets.push(await open(one.url, target));
      sockets.push(await open(one.url, senderUser));
      await openMany(one.url, others, SOCKETS - 2, sockets);
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    reached = sockets.length;
    const connectS = (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 2000)); // let the server settle before reading its memory
    const perSocketKb = (rssKb(one.child.pid) - rssBefore) / reached;
    console.log(
      `one process: ${reached} sockets connected in ${connectS.toFixed(1)} s${failure ? ` (stopped: ${failure})` : ''}; ${load()}`,
    );
    const single = await delivery(sockets[1], sockets[0], target.id);
    report('one process', reached, single, perSocketKb);
    cleanup();
  }

  if (REDIS_URL) {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: `bench-${Date.now().toString(36)}:` };
    const a = await startServer(BASE_PORT + 1, env);
    servers.push(a);
    const b = await startServer(BASE_PORT + 2, env);
    servers.push(b);
    const [usersA, usersB] = await Promise.all([registerMany(a.url, USERS / 2), registerMany(b.url, USERS / 2)]);
    const half = Math.floor(SOCKETS / 2);
    await new Promise((r) => setTimeout(r, 2000));
    const rssBeforeAB = rssKb(a.child.pid) + rssKb(b.child.pid);
    sockets.push(await open(a.url, usersA[0]), await open(b.url, usersB[0]));
    let failureRedis = '';
    const t1 = performance.now();
    try {
      await Promise.all([
        openMany(a.url, usersA.slice(1), half - 1, sockets, 100),
        openMany(b.url, usersB.slice(1), SOCKETS - half - 1, sockets, 100),
      ]);
    } catch (err) {
      failureRedis = err instanceof Error ? err.message : String(err);
    }
    console.log(
      `two processes on Redis: ${sockets.length} sockets connected in ${((performance.now() - t1) / 1000).toFixed(1)} s${failureRedis ? ` (stopped: ${failureRedis})` : ''}; ${load()}`,
    );
    await new Promise((r) => setTimeout(r, 2000));
    const perSocketKbAB = (rssKb(a.child.pid) + rssKb(b.child.pid) - rssBeforeAB) / sockets.length;
    const across = await delivery(sockets[1], sockets[0], usersA[0].id);
    report('two processes, Redis (B -> A)', sockets.length, across, perSocketKbAB);
    cleanup();
  } else {
    console.log('REDIS_URL / TEST_REDIS_URL not set: the two-process delivery is skipped.');
  }
} finally {
  cleanup();
}

if (results[0] && results[0][1] < SOCKETS) console.log(`! reached ${results[0][1]} of ${SOCKETS} sockets`);
process.exit(over || !results.length ? 1 : 0);
