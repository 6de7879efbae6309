import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { freeBytes } from './free-space';

/** Issue #30: a full disk gave generic 500s while /api/health still said ok. */
describeDialects('a full or nearly full data folder (%s)', (dialect) => {
  let app: App;
  let roomy: App;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storage-'));

  beforeAll(async () => {
    const diskFull = (code: string) => () => {
      throw Object.assign(new Error(`${code}: no space left on device, write`), { code, errno: -28, syscall: 'write' });
    };
    // More than any disk here has free: the threshold is always crossed.
    app = await buildTestApp({
      dialect,
      env: { DATA_DIR: dataDir, STORAGE_MIN_FREE_MB: '10000000' },
      extend: (a) => {
        a.post('/api/test/enospc', diskFull('ENOSPC'));
        a.post('/api/test/edquot', diskFull('EDQUOT'));
        // A database that found its disk full (SQLSTATE 53100), wrapped as the ORM wraps it.
        a.post('/api/test/pg-disk-full', () => {
          throw new Error('Failed query: insert ...', {
            cause: Object.assign(new Error('could not extend file'), { code: '53100' }),
          });
        });
        a.post('/api/test/other', () => {
          throw new Error('something else');
        });
      },
    });
    roomy = await buildTestApp({ dialect, env: { DATA_DIR: dataDir, STORAGE_MIN_FREE_MB: '0' } });
  });
  afterAll(async () => {
    await app?.close();
    await roomy?.close();
  });

  it('makes /api/health say degraded, storage low, still 200 (reads still work)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'degraded', storage: 'low' });
    expect((await roomy.inject({ method: 'GET', url: '/api/health' })).json()).toEqual(
      expect.objectContaining({ status: 'ok' }),
    );
    expect((await roomy.inject({ method: 'GET', url: '/api/health' })).json().storage).toBeUndefined();
  });

  it.each(['enospc', 'edquot', 'pg-disk-full'])(
    'answers a write that found the disk full (%s) with 507 storageFull',
    async (kind) => {
      const res = await app.inject({ method: 'POST', url: `/api/test/${kind}` });
      expect(res.statusCode).toBe(507);
      expect(res.json()).toMatchObject({ code: 'storageFull' });
      expect(res.body).not.toContain('no space left');
      expect(res.body).not.toContain('could not extend');
    },
  );

  it('still answers any other failure with a generic 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/other' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 'serverError' });
  });

  it('reads the free space of the nearest existing folder when DATA_DIR does not exist yet', async () => {
    expect(await freeBytes(path.join(dataDir, 'not', 'yet'))).toBeGreaterThan(0);
  });
});
