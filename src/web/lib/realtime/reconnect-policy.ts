import { RANDOMIZATION_FACTOR, RECONNECT_DELAY_MAX_MS, RECONNECT_DELAY_MS } from './constants';

export type ChannelState = 'not connected' | 'connecting' | 'connected';

/*
 * socket.io-client reconnects by itself after a lost connection: channel.ts gives it SPEC.md's
 * numbers (30 attempts, 1 s growing to 5 s, randomization 0.5) as its own options. By design it
 * does not try again when the server ended the socket ("io server disconnect": ours does that on
 * a restart, or to a client past its limits) or refused the handshake in a middleware (ours does
 * that while it cannot check the token, a server error that may pass). For those two the channel
 * tries again itself (ADR 0015), and this is the pause before such a try: the library's schedule,
 * so a restart is not met by every browser at the same instant.
 */

/** The pause before the channel's own try number `attempt` (from 1): 1 s doubling up to 5 s, ±50 %, never over 5 s. */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_DELAY_MS * 2 ** Math.max(0, attempt - 1), RECONNECT_DELAY_MAX_MS);
  const jitter = (random() * 2 - 1) * RANDOMIZATION_FACTOR * base;
  return Math.min(Math.round(base + jitter), RECONNECT_DELAY_MAX_MS);
}
