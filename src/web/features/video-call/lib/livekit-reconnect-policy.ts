import type { ReconnectContext, ReconnectPolicy } from 'livekit-client';

/**
 * SPEC.md section 9, media retry delays: 0, 300, 1200, 2700, 4800 ms, then 7000 ms for the rest of
 * the 10 entries. One entry per try, so the 11th try never comes.
 */
export const LIVEKIT_RETRY_DELAYS_MS: readonly number[] = [0, 300, 1200, 2700, 4800, 7000, 7000, 7000, 7000, 7000];

/** Jitter of up to this much is added from the third try on, so many clients do not retry in step. */
export const LIVEKIT_RETRY_JITTER_MS = 1000;
const FIRST_JITTERED_TRY = 2;

/**
 * When livekit-client tries again after the connection to the LiveKit server dropped. Its context
 * counts the tries that already failed: 0 asks for the delay of the first try. `null` gives up,
 * and the room then disconnects (the call screen shows the call as lost).
 * The random source is a parameter so a test can pin the jitter.
 */
export class SpecReconnectPolicy implements ReconnectPolicy {
  constructor(private readonly random: () => number = Math.random) {}

  nextRetryDelayInMs(context: Pick<ReconnectContext, 'retryCount'>): number | null {
    const delay = LIVEKIT_RETRY_DELAYS_MS[context.retryCount];
    if (delay === undefined) return null;
    if (context.retryCount < FIRST_JITTERED_TRY) return delay;
    // random() is in [0, 1): the jitter stays under 1000 ms, whole milliseconds for the timer.
    return delay + Math.floor(this.random() * LIVEKIT_RETRY_JITTER_MS);
  }
}
