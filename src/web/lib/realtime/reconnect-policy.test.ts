import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './reconnect-policy';

describe("the channel's own retry pause (SPEC.md section 9, the library's schedule)", () => {
  it('waits 1 s growing to at most 5 s, within ±50 %', () => {
    const lowest = () => 0;
    const highest = () => 0.999999;
    expect(retryDelayMs(1, lowest)).toBe(500);
    expect(retryDelayMs(1, highest)).toBe(1500);
    expect(retryDelayMs(2, () => 0.5)).toBe(2000);
    expect(retryDelayMs(11, highest)).toBe(5000);
    expect(retryDelayMs(11, lowest)).toBe(2500);
  });
});
