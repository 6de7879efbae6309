import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new DATA_DIR whose PGlite folder already holds the run's migrated template
 * (template-databases.ts): for suites that start a server on a data folder where creating the
 * database is not what they test. Creating one is a child process running initdb and every
 * migration, 20-45 s on two busy cores; unpacking the template's tar is well under a second.
 */
export function migratedDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const pglite = path.join(dataDir, 'pglite');
  mkdirSync(pglite);
  // The tar's members are absolute (/PG_VERSION, /base/...): GNU tar puts them under -C.
  execFileSync('tar', ['-xf', inject('pgliteTemplateFile'), '-C', pglite], { stdio: 'ignore' });
  return dataDir;
}
