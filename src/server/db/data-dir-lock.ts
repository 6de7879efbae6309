import { readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * PGlite is single-writer: two servers on one data folder each see only their own writes and
 * corrupt the indexes (issue #9, item 3). So the first server takes DATA_DIR/server.lock, a file
 * created exclusively ('wx') that holds its pid, and every later one refuses to start while that
 * pid is alive. A lock left by a crash or kill -9 names a dead pid and is taken over.
 */

export const LOCK_FILE_NAME = 'server.lock';

/** Thrown when another live process holds the folder; main.ts prints the message and exits 1. */
export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dir} is in use by another server (pid ${pid}). ` +
        'Only one server may use a data folder: stop that one, or give this one its own DATA_DIR. ' +
        `If no such server runs, delete ${path.join(dir, LOCK_FILE_NAME)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  file: string;
  /** A stale lock (crash, kill -9) was replaced; previousPid is its dead owner, when readable. */
  takenOver: boolean;
  previousPid: number | null;
  release(): void;
}

interface LockContent {
  pid: number;
  startedAt: string;
}

/** Folders this process holds: a second open in the same process must fail too (same pid). */
const heldHere = new Set<string>();

/** A half-written lock file (its writer is between open and write) settles within this time. */
const UNREADABLE_GRACE_MS = 5_000;
const ATTEMPTS = 50;

function tryCreate(file: string, content: string): boolean {
  try {
    writeFileSync(file, content, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function parse(text: string): LockContent | null {
  try {
    const value = JSON.parse(text) as Partial<LockContent>;
    return Number.isInteger(value.pid) && (value.pid ?? 0) > 0 ? (value as LockContent) : null;
  } catch {
    return null;
  }
}

/** EPERM means the process exists but belongs to another user: alive all the same. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Replaces a stale lock. Two starts may find the same stale lock at once; a short-lived guard
 * file lets only one of them replace it, and the replacement is a rename, so server.lock never
 * goes missing in between (a third start always finds a lock to check).
 */
function takeOver(file: string, staleText: string, content: string): boolean {
  const guard = `${file}.takeover`;
  if (!tryCreate(guard, content)) {
    // A process that died inside the guard (a few microseconds) must not block every restart.
    const holder = parse(readText(guard) ?? '');
    if ((holder && !isAlive(holder.pid)) || ageMs(guard) > UNREADABLE_GRACE_MS) {
      try {
        unlinkSync(guard);
      } catch {
        // Someone else removed it: fine.
      }
    }
    return false;
  }
  try {
    if (readText(file) !== staleText) return false; // changed meanwhile: look again
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, content);
    renameSync(temp, file);
    return true;
  } finally {
    try {
      unlinkSync(guard);
    } catch {
      // Already removed by a start that judged it stale: nothing left to release.
    }
  }
}

/** Takes the data folder for this process, or throws DataDirLockedError naming the holder. */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const folder = path.resolve(dir);
  const file = path.join(folder, LOCK_FILE_NAME);
  if (heldHere.has(folder)) throw new DataDirLockedError(folder, process.pid);
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() } satisfies LockContent);

  const held = (takenOver: boolean, previousPid: number | null): DataDirLock => {
    heldHere.add(folder);
    let released = false;
    return {
      file,
      takenOver,
      previousPid,
      release() {
        if (released) return;
        released = true;
        heldHere.delete(folder);
        // Only our own lock: never remove one a later server took over after a mistake.
        if (readText(file) === content) unlinkSync(file);
      },
    };
  };

  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    if (tryCreate(file, content)) return held(false, null);
    const text = readText(file);
    if (text === null) continue; // released just now: try again
    const other = parse(text);
    if (!other && ageMs(file) < UNREADABLE_GRACE_MS) {
      await sleep(20); // being written by a starting server
      continue;
    }
    // Our own pid in a file we do not hold is a previous life (containers reuse pid 1).
    if (other && other.pid !== process.pid && isAlive(other.pid)) throw new DataDirLockedError(folder, other.pid);
    if (takeOver(file, text, content)) return held(true, other?.pid ?? null);
    await sleep(20);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing. Is another server starting on this folder?`);
}
