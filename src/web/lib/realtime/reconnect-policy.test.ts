import { describe, expect, it } from 'vitest';
import { ReconnectPolicy } from './reconnect-policy';

describe('reconnect policy (SPEC.md sections 4 and 9)', () => {
  it('tries up to 30 times after a drop, then stops', () => {
    const policy = new ReconnectPolicy();
    let tries = 0;
    while (policy.shouldTry('not connected')) tries += 1;
    expect(tries).toBe(30);
    expect(policy.exhausted).toBe(true);
    expect(policy.shouldTry('not connected')).toBe(false);
  });

  it('does not try while connected or while a connect is in progress, and those do not count', () => {
    const policy = new ReconnectPolicy();
    expect(policy.shouldTry('connected')).toBe(false);
    expect(policy.shouldTry('connecting')).toBe(false);
    expect(policy.attempts).toBe(0);
  });

  it('starts counting again once connected', () => {
    const policy = new ReconnectPolicy(3);
    while (policy.shouldTry('not connected'));
    policy.reset();
    expect(policy.shouldTry('not connected')).toBe(true);
    expect(policy.attempts).toBe(1);
  });

  it('waits 1 s growing to at most 5 s, within ±50 %', () => {
    const low = new ReconnectPolicy(30, () => 0);
    const high = new ReconnectPolicy(30, () => 0.999999);
    low.shouldTry('not connected');
    high.shouldTry('not connected');
    expect(low.delayMs()).toBe(500);
    expect(high.delayMs()).toBe(1500);
    for (let i = 0; i < 10; i++) high.shouldTry('not connected');
    expect(high.delayMs()).toBe(5000);
    for (let i = 0; i < 10; i++) low.shouldTry('not connected');
    expect(low.delayMs()).toBe(2500);
  });
});
