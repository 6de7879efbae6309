import { describe, expect, it } from 'vitest';
import { positionBetween, POSITION_STEP, renumbered } from './positions';

describe('kanban positions', () => {
  it('places between neighbours, at either open end, and alone', () => {
    expect(positionBetween(null, null)).toBe(POSITION_STEP);
    expect(positionBetween(null, 1024)).toBe(0);
    expect(positionBetween(1024, null)).toBe(2048);
    expect(positionBetween(1024, 2048)).toBe(1536);
  });

  it('says when the gap is used up, so the list is renumbered', () => {
    let before = 0;
    const after = 1;
    let steps = 0;
    for (;;) {
      const p = positionBetween(before, after);
      if (p === null) break;
      before = p;
      steps++;
    }
    expect(steps).toBeGreaterThan(10);
    expect(renumbered(3)).toEqual([1024, 2048, 3072]);
  });
});
