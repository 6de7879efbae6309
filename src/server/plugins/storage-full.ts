/** errno codes of a full disk, or a full quota, from Node's file system calls. */
const FULL_ERRNO = new Set(['ENOSPC', 'EDQUOT']);
/** PostgreSQL's (and PGlite's) SQLSTATE disk_full. */
const PG_DISK_FULL = '53100';

/**
 * Whether a write failed because the storage is full (issue #30): the user then gets a clear 507
 * `storageFull` instead of a generic 500, and operators a log line that names the cause. Drizzle
 * and others wrap the driver's error, so the causes are followed a few levels down.
 */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (FULL_ERRNO.has(code) || code === PG_DISK_FULL)) return true;
  return isStorageFull((error as { cause?: unknown }).cause, depth + 1);
}
