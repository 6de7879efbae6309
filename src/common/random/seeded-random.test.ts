import { describe, expect, it } from 'vitest';
import { seededRandom, seedOf } from './seeded-random';

describe('seeded demo randomness', () => {
  it('gives the same numbers for the same seed, in [0, 1), and others for another seed', () => {
    const a = seededRandom(17);
    const b = seededRandom(17);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    // Spread over the range, not stuck in a corner of it.
    expect(Math.min(...first)).toBeLessThan(0.01);
    expect(Math.max(...first)).toBeGreaterThan(0.99);
    expect(seededRandom(18)()).not.toBe(seededRandom(17)());
  });

  it('names give stable, distinct seeds', () => {
    expect(seedOf('korepetycje')).toBe(seedOf('korepetycje'));
    expect(seedOf('korepetycje')).not.toBe(seedOf('naszdom'));
    expect(seedOf('')).toBe(2_166_136_261);
  });
});
