import { describe, expect, it } from 'vitest';
import { sharedLookups } from './token-check';

describe('sharedLookups (the handshake token check)', () => {
  it('answers handshakes that present one token at the same moment with a single lookup', async () => {
    const asked: string[] = [];
    const check = sharedLookups(async (token) => {
      asked.push(token);
      return token === 'good' ? 'user-1' : null;
    });
    const answers = await Promise.all([check('good'), check('good'), check('bad'), check('good')]);
    expect(answers).toEqual(['user-1', 'user-1', null, 'user-1']);
    expect(asked).toEqual(['good', 'bad']);
  });

  it('keeps nothing once the lookup settled: the next handshake asks again and sees a revocation', async () => {
    let revoked = false;
    let lookups = 0;
    const check = sharedLookups(async () => {
      lookups++;
      return revoked ? null : 'user-1';
    });
    expect(await check('token')).toBe('user-1');
    revoked = true;
    expect(await check('token')).toBeNull();
    expect(lookups).toBe(2);
  });

  it('gives a failed lookup to everyone waiting on it, and tries again afterwards', async () => {
    let fail = true;
    const check = sharedLookups(async () => {
      if (fail) throw new Error('database away');
      return 'user-1';
    });
    const waiting = await Promise.allSettled([check('token'), check('token')]);
    expect(waiting.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await check('token')).toBe('user-1');
  });
});
