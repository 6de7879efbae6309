import { describe, expect, it } from 'vitest';
import { randomId } from './random-id';

describe('randomId', () => {
  it('makes version-4 UUIDs without crypto.randomUUID (absent outside a secure context)', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 200 }, () => randomId(insecure)));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('sets the version and variant bits whatever the random bytes are', () => {
    const all = (value: number) => ({
      getRandomValues: <T extends ArrayBufferView | null>(a: T) => ((a as Uint8Array).fill(value), a),
    });
    expect(randomId(all(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(randomId(all(0))).toBe('00000000-0000-4000-8000-000000000000');
  });
});
