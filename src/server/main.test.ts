import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedDataDir } from './test/migrated-data-dir';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts the real server process, as `npm start` does, and collects what it prints. */
function startServer(env: Record<string, string>) {
  // One process (tsx as a loader), so the signal reaches the server itself and not a relay.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * Whether the server answers /api/health before its process ends: polled until one or the other,
 * a condition, not a count; the test's own timeout bounds it (a start through tsx on two busy
 * cores passed 30 s).
 */
async function waitHealthy(base: string, server: { exited: Promise<number | null> }): Promise<boolean> {
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (!ended) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

describe('the server process', () => {
  it('refuses to start on a bad setting and names the variable', async () => {
    const server = startServer({ PORT: 'eighty', DEFAULT_SITE: 'nowhere' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT:/);
    expect(server.output()).toMatch(/DEFAULT_SITE:/);
    expect(server.output()).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
  });

  it('serves health, then on SIGTERM finishes a request in flight and exits cleanly', async () => {
    const port = await freePort();
    const dataDir = migratedDataDir('main-test-');
    const server = startServer({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    const base = `http://127.0.0.1:${port}`;
    expect(await waitHealthy(base, server)).toBe(true);

    // A request sent just before the signal must still get its answer.
    // Signal only once the server has logged the request as received, so it is truly in flight.
    const inFlight = fetch(`${base}/api/docs/json`).then((r) => r.status);
    for (let i = 0; i < 200 && !server.output().includes('"url":"/api/docs/json"'); i += 1) {
      await new Promise((r) => setTimeout(r, 10));
    }
    server.child.kill('SIGTERM');
    expect(await inFlight).toBe(200);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/shutting down/);
    // And it no longer accepts connections.
    await expect(fetch(`${base}/api/health`)).rejects.toThrow();
  }, 120_000);

  it('lets one server only use a data folder, and takes over the lock a killed one left', async () => {
    const dataDir = migratedDataDir('main-lock-');
    const [port1, port2, port3] = [await freePort(), await freePort(), await freePort()];
    const common = { HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const first = startServer({ ...common, PORT: String(port1) });
    try {
      expect(await waitHealthy(`http://127.0.0.1:${port1}`, first)).toBe(true);

      const second = startServer({ ...common, PORT: String(port2) });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `The data folder ${path.resolve(dataDir)} is in use by another server (pid ${first.child.pid})`,
      );
      expect(second.output()).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
      // The first one is untouched.
      expect((await fetch(`http://127.0.0.1:${port1}/api/health`)).status).toBe(200);

      first.child.kill('SIGKILL');
      await first.exited;
      const third = startServer({ ...common, PORT: String(port3), LOG_LEVEL: 'warn' });
      try {
        expect(await waitHealthy(`http://127.0.0.1:${port3}`, third)).toBe(true);
        expect(third.output()).toMatch(/took over a stale data folder lock/);
        expect(third.output()).toContain(`"previousPid":${first.child.pid}`);
        third.child.kill('SIGTERM');
        expect(await third.exited).toBe(0);
        // A clean stop releases the folder.
        expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
      } finally {
        third.child.kill('SIGKILL');
      }
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 120_000);
});
