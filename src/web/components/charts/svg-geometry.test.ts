import { describe, expect, it } from 'vitest';
import { countTicks, labelEvery, monotonePath, ringSlice, shares, sliceMiddle } from './svg-geometry';

describe('countTicks', () => {
  it('runs from zero past the largest count in whole, round steps', () => {
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(10)).toEqual([0, 2, 4, 6, 8, 10]);
    expect(countTicks(47)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(countTicks(130)).toEqual([0, 50, 100, 150]);
  });
  it('gives an axis of 0 to 1 when every count is zero', () => {
    expect(countTicks(0)).toEqual([0, 1]);
  });
});

describe('labelEvery', () => {
  it('writes every label while they fit, then every k-th', () => {
    expect(labelEvery(7, 8)).toBe(1);
    expect(labelEvery(30, 8)).toBe(4);
    expect(labelEvery(90, 8)).toBe(12);
  });
});

describe('monotonePath', () => {
  it('passes through every point and never dips under a flat run of zeros', () => {
    const points = [
      { x: 0, y: 100 },
      { x: 10, y: 100 },
      { x: 20, y: 0 },
      { x: 30, y: 100 },
    ];
    const d = monotonePath(points);
    expect(d.startsWith('M0,100C')).toBe(true);
    expect(d.endsWith(' 30,100')).toBe(true);
    // The piece between the two equal points is flat: its control points keep y = 100.
    expect(d).toContain('C3.33,100 6.67,100 10,100');
    // No control point goes past the bottom (y = 100) or the top (y = 0).
    const ys = [...d.matchAll(/,(-?[\d.]+)/g)].map((m) => Number(m[1]));
    expect(Math.max(...ys)).toBeLessThanOrEqual(100);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(0);
  });
  it('draws nothing without points and a lone point as a move', () => {
    expect(monotonePath([])).toBe('');
    expect(monotonePath([{ x: 5, y: 6 }])).toBe('M5,6');
  });
});

describe('shares and ringSlice', () => {
  it('splits the ring by value, zero values taking no room', () => {
    expect(shares([1, 0, 3])).toEqual([
      { from: 0, to: 0.25 },
      { from: 0.25, to: 0.25 },
      { from: 0.25, to: 1 },
    ]);
    expect(shares([0, 0])).toEqual([
      { from: 0, to: 0 },
      { from: 0, to: 0 },
    ]);
  });
  it('starts at the top and goes clockwise', () => {
    // A quarter from the top ends at the right (3 o'clock).
    expect(ringSlice(50, 50, 30, 40, 0, 0.25)).toBe('M50,10A40,40 0 0 1 90,50L80,50A30,30 0 0 0 50,20Z');
    expect(sliceMiddle(50, 50, 40, 0, 0.5)).toEqual({ x: 90, y: expect.closeTo(50, 6) as number });
  });
  it('draws a whole ring as two halves', () => {
    expect(ringSlice(50, 50, 30, 40, 0, 1).match(/M/g)).toHaveLength(2);
  });
});
