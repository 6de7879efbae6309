import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migratedDataDir } from '../test/migrated-data-dir';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'lock-test-'));

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the data folder lock', () => {
  it('refuses a second PGlite on the same folder, also within one process, and frees it on close', async () => {
    // Created already: the lock is what this is about, not creating a database.
    const dir = migratedDataDir('lock-test-');
    const target = { kind: 'pglite' as const, dataDir: path.join(dir, 'pglite'), lockDir: dir };
    const first = await openDatabase(target);
    try {
      await expect(openDatabase(target)).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase(target)).rejects.toThrow(`pid ${process.pid}`);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
    const again = await openDatabase(target);
    await again.close();
  });

  it('refuses while the pid in the lock is alive', async () => {
    const dir = tempDir();
    // The vitest main process is alive and is not this worker.
    writeFileSync(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: process.ppid, startedAt: new Date().toISOString() }),
    );
    await expect(lockDataDir(dir)).rejects.toThrow(
      `The data folder ${dir} is in use by another server (pid ${process.ppid})`,
    );
  });

  it('takes over a lock whose process is gone, and says whose it was', async () => {
    const dir = tempDir();
    const pid = deadPid();
    writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid, startedAt: new Date().toISOString() }));
    const lock = await lockDataDir(dir);
    expect(lock).toMatchObject({ takenOver: true, previousPid: pid });
    expect(JSON.parse(readFileSync(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('lets exactly one of many concurrent takers win a stale lock', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: deadPid(), startedAt: new Date().toISOString() }),
    );
    // Child processes, so each has its own pid as separate servers would.
    const script = `import('${path.resolve('src/server/db/data-dir-lock.ts')}').then(m => m.lockDataDir(process.argv[1]))
      .then(() => { process.stdout.write('won'); setTimeout(() => {}, 3000); }, (e) => { process.stdout.write(e.code ?? String(e)); })`;
    const results = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', '-e', script, dir]);
            let out = '';
            child.stdout.on('data', (d: Buffer) => {
              out += d.toString();
              // The winner keeps running (holding the lock) until every loser has answered.
              resolve(out);
            });
            child.on('exit', () => resolve(out));
            setTimeout(() => child.kill(), 20_000).unref();
          }),
      ),
    );
    expect(results.filter((r) => r === 'won')).toHaveLength(1);
    expect(results.filter((r) => r === 'DATA_DIR_LOCKED')).toHaveLength(3);
  }, 60_000);
});
