import { statfs } from 'node:fs/promises';
import path from 'node:path';

/**
 * Bytes free for this process on the file system holding `dir` (issue #30: a full disk gave
 * generic 500s while /api/health said ok). The folder may not exist yet (PostgreSQL and no
 * upload so far): then the nearest folder above it that does.
 */
export async function freeBytes(dir: string): Promise<number> {
  let at = path.resolve(dir);
  for (;;) {
    try {
      const stats = await statfs(at);
      // bavail: what an unprivileged writer may still use (bfree includes root's reserve).
      return stats.bavail * stats.bsize;
    } catch (err) {
      const parent = path.dirname(at);
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw err;
      at = parent;
    }
  }
}
