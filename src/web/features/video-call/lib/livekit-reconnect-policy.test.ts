import { describe, expect, it } from 'vitest';
import { LIVEKIT_RETRY_DELAYS_MS, SpecReconnectPolicy } from './livekit-reconnect-policy';

const delays = (policy: SpecReconnectPolicy, tries = 12) =>
  Array.from({ length: tries }, (_, retryCount) => policy.nextRetryDelayInMs({ retryCount }));

describe('LiveKit reconnect policy (SPEC.md section 9)', () => {
  it('waits 0, 300, 1200, 2700, 4800 ms, then 7000 ms, with no jitter when the random source gives 0', () => {
    expect(delays(new SpecReconnectPolicy(() => 0), 10)).toEqual([
      0, 300, 1200, 2700, 4800, 7000, 7000, 7000, 7000, 7000,
    ]);
    expect(LIVEKIT_RETRY_DELAYS_MS).toHaveLength(10);
  });

  it('gives up after the 10th try', () => {
    const policy = new SpecReconnectPolicy(() => 0.5);
    expect(policy.nextRetryDelayInMs({ retryCount: 9 })).not.toBeNull();
    expect(policy.nextRetryDelayInMs({ retryCount: 10 })).toBeNull();
    expect(policy.nextRetryDelayInMs({ retryCount: 11 })).toBeNull();
    expect(delays(policy, 20).filter((d) => d !== null)).toHaveLength(10);
  });

  it('adds jitter only from the third try on, and less than 1000 ms', () => {
    const highest = delays(new SpecReconnectPolicy(() => 0.999_999), 10);
    expect(highest).toEqual([0, 300, 1200 + 999, 2700 + 999, 4800 + 999, 7999, 7999, 7999, 7999, 7999]);
    const half = delays(new SpecReconnectPolicy(() => 0.5), 10);
    expect(half.slice(0, 2)).toEqual([0, 300]);
    expect(half.slice(2)).toEqual([1700, 3200, 5300, 7500, 7500, 7500, 7500, 7500]);
  });

  it('keeps every delay within its bounds with the real random source', () => {
    const policy = new SpecReconnectPolicy();
    for (let round = 0; round < 200; round++) {
      LIVEKIT_RETRY_DELAYS_MS.forEach((base, retryCount) => {
        const delay = policy.nextRetryDelayInMs({ retryCount })!;
        expect(delay).toBeGreaterThanOrEqual(base);
        expect(delay).toBeLessThan(retryCount < 2 ? base + 1 : base + 1000);
        expect(Number.isInteger(delay)).toBe(true);
      });
    }
  });
});
