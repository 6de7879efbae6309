import { describe, expect, it } from 'vitest';
import { livekitConnectOptions, livekitRoomOptions, LIVEKIT_PUBLISH_TIMEOUT_MS } from './livekit-options';
import { SpecReconnectPolicy } from './livekit-reconnect-policy';

describe('LiveKit client options (SPEC.md section 9)', () => {
  it('waits 15 s for the signal and the peer connection, 10 s for a publish', () => {
    expect(livekitConnectOptions).toMatchObject({ websocketTimeout: 15_000, peerConnectionTimeout: 15_000 });
    expect(LIVEKIT_PUBLISH_TIMEOUT_MS).toBe(10_000);
  });

  it("reconnects by SPEC's delays and leaves the join dialog's tracks running", () => {
    const options = livekitRoomOptions(() => 0);
    expect(options.reconnectPolicy).toBeInstanceOf(SpecReconnectPolicy);
    expect(options.reconnectPolicy?.nextRetryDelayInMs({ retryCount: 4, elapsedMs: 0 })).toBe(4800);
    expect(options.stopLocalTrackOnUnpublish).toBe(false);
    // The screen's own tiles play the tracks: LiveKit must not pause video it sees attached nowhere.
    expect(options.adaptiveStream).toBe(false);
  });
});
