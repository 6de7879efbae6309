import { RANDOMIZATION_FACTOR, RECONNECT_ATTEMPTS, RECONNECT_DELAY_MAX_MS, RECONNECT_DELAY_MS } from './constants';

export type ChannelState = 'not connected' | 'connecting' | 'connected';

/**
 * SPEC.md section 4: after a drop, try again up to 30 times, never while connected or while a
 * connect is already in progress. The delay grows from 1 s to 5 s with ±50 % jitter (section 9),
 * so a server restart is not met by every browser at the same instant.
 */
export class ReconnectPolicy {
  attempts = 0;
  constructor(
    private readonly maxAttempts = RECONNECT_ATTEMPTS,
    private readonly random: () => number = Math.random,
  ) {}

  /** Whether to try now; counts the try when it says yes. */
  shouldTry(state: ChannelState): boolean {
    if (state !== 'not connected') return false;
    if (this.attempts >= this.maxAttempts) return false;
    this.attempts += 1;
    return true;
  }

  /** Connected again: the next drop starts counting from zero. */
  reset(): void {
    this.attempts = 0;
  }

  get exhausted(): boolean {
    return this.attempts >= this.maxAttempts;
  }

  /** The pause before the next try (the attempt number already counted). */
  delayMs(): number {
    const base = Math.min(RECONNECT_DELAY_MS * 2 ** Math.max(0, this.attempts - 1), RECONNECT_DELAY_MAX_MS);
    const jitter = (this.random() * 2 - 1) * RANDOMIZATION_FACTOR * base;
    return Math.min(Math.round(base + jitter), RECONNECT_DELAY_MAX_MS);
  }
}
