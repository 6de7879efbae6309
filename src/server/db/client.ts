import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { IN_BUNDLE, RUNTIME_FILES } from '../runtime-files';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query API both drivers share; modules depend on this, never on a driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  dialect: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` (migrations and seeding) while no other server process on the same database does:
   * several processes started together (a cluster) would otherwise migrate and seed twice. On
   * PostgreSQL a session advisory lock held on one pooled connection; PGlite has one writer only
   * (the data folder lock), so there it simply runs.
   */
  whileStarting<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** A new PGlite folder was created at open and the demo data seeded into it (OpenOptions.demoDataDir). */
  seededDemoAtCreation?: boolean;
}

export const MIGRATIONS_DIR = RUNTIME_FILES.migrations;

/** Any fixed number: the advisory lock key the starting processes of one database queue on. */
export const STARTUP_LOCK_KEY = 7_355_608_001;

/**
 * PGlite settings for this server (ADR 0017). PostgreSQL's default 128 MB of shared buffers sit in
 * PGlite's WebAssembly memory, resident for the life of the process; 32 MB still holds the hot
 * part of the listings table and its indexes, and keeps the server well under 350 MB.
 */
const PGLITE_CONF = ['shared_buffers = 32MB'];

/** Marks the line create-pglite.ts prints its result on. */
export const CREATE_RESULT_PREFIX = 'create-pglite result ';

/**
 * The bundled creation script (dist/server/create-pglite.js) runs with plain node; run from the
 * sources, the TypeScript one through tsx's loader, by its resolved address: the server's working
 * folder may have no node_modules.
 */
function createScriptArgs(): string[] {
  const script = RUNTIME_FILES.createPglite;
  return IN_BUNDLE ? [script] : ['--import', import.meta.resolve('tsx'), script];
}

/**
 * Creates a new PGlite data folder in a child process (create-pglite.ts): migrations, base data,
 * and the demo data when asked. Database creation holds about 850 MB of WebAssembly memory until
 * its process ends, so the server only ever opens an existing folder (ADR 0017).
 */
async function createPgliteDataDir(dataDir: string, demoDataDir: string | undefined): Promise<{ seededDemo: boolean }> {
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(
      process.execPath,
      [...createScriptArgs(), dataDir, ...(demoDataDir ? [demoDataDir] : [])],
      { maxBuffer: 16 * 1024 * 1024 },
    ));
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new Error(`could not create the database in ${dataDir}${stderr ? `: ${stderr}` : ''}`, { cause: err });
  }
  const line = stdout.split('\n').findLast((l) => l.startsWith(CREATE_RESULT_PREFIX));
  return line
    ? (JSON.parse(line.slice(CREATE_RESULT_PREFIX.length)) as { seededDemo: boolean })
    : { seededDemo: false };
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** lockDir: the folder to lock for this process (DATA_DIR); PGlite allows one writer only. */
  | { kind: 'pglite'; dataDir: string; lockDir?: string }
  /** from: a data folder tarball (PGlite's dumpDataDir) to start from instead of an empty database. */
  | { kind: 'pglite-memory'; from?: Blob };

/** PostgreSQL when a URL is given, otherwise PGlite files under DATA_DIR/pglite. */
export function targetFromEnv(env: { DATABASE_URL?: string | undefined; DATA_DIR: string }): DatabaseTarget {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: path.resolve(env.DATA_DIR, 'pglite'), lockDir: path.resolve(env.DATA_DIR) };
}

export interface OpenOptions {
  /** Told when a stale lock of a crashed server was taken over. */
  onStaleLock?: (lock: DataDirLock) => void;
  /**
   * Told when PostgreSQL drops an idle pooled connection (a restart, an admin's kill). The pool
   * replaces it by itself; without a listener node-postgres would crash the process instead.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * PGlite only: when the folder is new, seed the demo data (pictures into this DATA_DIR) while
   * creating it, in the same short-lived process (ADR 0017). Unset: no demo data at creation.
   */
  demoDataDir?: string;
}

/** PGlite on a folder takes its lock first (throws DataDirLockedError when another server holds it). */
export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      dialect: 'postgres',
      migrate: () => migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      whileStarting: async (work) => {
        // A session lock on a connection of its own, held while `work` runs on the others: the
        // lock waits (no timeout) for another process's migrations, which may take a while.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          try {
            return await work();
          } finally {
            await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
          }
        } finally {
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let lock: DataDirLock | undefined;
  let seededDemoAtCreation = false;
  if (target.kind === 'pglite') {
    const lockDir = target.lockDir ?? target.dataDir;
    mkdirSync(lockDir, { recursive: true });
    lock = await lockDataDir(lockDir);
    if (lock.takenOver) options.onStaleLock?.(lock);
    try {
      mkdirSync(target.dataDir, { recursive: true });
      // PG_VERSION is written by initdb: without it the folder is new (or a creation that died).
      if (!existsSync(path.join(target.dataDir, 'PG_VERSION'))) {
        ({ seededDemo: seededDemoAtCreation } = await createPgliteDataDir(target.dataDir, options.demoDataDir));
      }
      client = new PGlite(target.dataDir, { postgresqlconf: PGLITE_CONF, extensions: PGLITE_EXTENSIONS });
      await client.waitReady;
    } catch (err) {
      lock.release();
      throw err;
    }
  } else {
    client = new PGlite({ extensions: PGLITE_EXTENSIONS, loadDataDir: target.from });
    await client.waitReady;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    dialect: 'pglite',
    seededDemoAtCreation,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    whileStarting: (work) => work(),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
