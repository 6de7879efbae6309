/*
 * Demo data (the seeds, the chart gallery's samples) must come out the same on every machine and
 * every run, so tests and screenshots can rely on it: a seeded generator, not Math.random.
 */

/** Mulberry32: a small, fast generator with a 32-bit seed; numbers in [0, 1). Not for secrets. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a of a text: a seed per name (a site, a day), the same wherever it is computed. */
export function seedOf(text: string): number {
  return [...text].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16_777_619) >>> 0, 2_166_136_261);
}
