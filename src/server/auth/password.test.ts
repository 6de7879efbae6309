import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureHashing, decoyHash, hashPassword, setTestPasswordCost, verifyPassword } from './password';

describe('password hashes', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    // The test cost the server suites use (setup-server.ts), and the default queue.
    setTestPasswordCost(true);
    configureHashing({ concurrency: 2, maxWaiting: 8 });
  });

  it('are scrypt at N=2^15 unless a test run asks for cheap ones, and verify whatever cost made them', async () => {
    setTestPasswordCost(false);
    const real = await hashPassword('correct horse battery');
    expect(real).toMatch(/^scrypt\$32768\$8\$1\$/);
    setTestPasswordCost(true);
    const cheap = await hashPassword('correct horse battery');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    // Each hash carries its own parameters: either cost verifies the other's hashes.
    expect(await verifyPassword('correct horse battery', real)).toBe(true);
    setTestPasswordCost(false);
    expect(await verifyPassword('correct horse battery', cheap)).toBe(true);
    expect(await verifyPassword('wrong horse battery', cheap)).toBe(false);
  });

  it('compare unknown e-mails against a decoy of the current cost, never one a cheaper run left', async () => {
    setTestPasswordCost(true);
    expect(await decoyHash()).toMatch(/^scrypt\$1024\$/);
    setTestPasswordCost(false);
    // A flood test takes the real cost back: its misses must cost what a real hash costs.
    expect(await decoyHash()).toMatch(/^scrypt\$32768\$/);
  });

  it('forget a decoy that a full hashing queue turned away, so later misses are not all refused', async () => {
    configureHashing({ concurrency: 1, maxWaiting: 0 });
    setTestPasswordCost(true);
    const running = hashPassword('keeps the only slot busy');
    await expect(decoyHash()).rejects.toMatchObject({ statusCode: 503 });
    await running;
    expect(await decoyHash()).toMatch(/^scrypt\$1024\$/);
  });

  it('cannot be made cheap outside a test run', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => setTestPasswordCost(true)).toThrow(/test runs only/);
  });
});
