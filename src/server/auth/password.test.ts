import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, setTestPasswordCost, verifyPassword } from './password';

describe('password hashes', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    setTestPasswordCost(false);
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

  it('cannot be made cheap outside a test run', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => setTestPasswordCost(true)).toThrow(/test runs only/);
  });
});
