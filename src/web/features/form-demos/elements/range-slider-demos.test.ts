import { describe, expect, it } from 'vitest';
import { keepApart } from './range-slider-demos';

describe('keepApart', () => {
  it('leaves thumbs far enough apart alone', () => {
    expect(keepApart([10, 40], 0, 10)).toEqual([10, 40]);
  });
  it('pushes the other thumb when the held one comes too close', () => {
    expect(keepApart([35, 40], 0, 10)).toEqual([35, 45]);
    expect(keepApart([35, 40], 1, 10)).toEqual([30, 40]);
  });
  it('stays within the track', () => {
    expect(keepApart([98, 100], 0, 10)).toEqual([90, 100]);
    expect(keepApart([0, 3], 1, 10)).toEqual([0, 10]);
  });
});
