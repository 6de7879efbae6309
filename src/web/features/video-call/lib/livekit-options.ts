import type { RoomConnectOptions, RoomOptions } from 'livekit-client';
import { SpecReconnectPolicy } from './livekit-reconnect-policy';

/*
 * How the LiveKit client is set up (SPEC.md section 9, media client defaults). Only types come
 * from livekit-client here, so this file costs nothing outside the lazy LiveKit chunk.
 */

/** SPEC: signal and peer timeout 15000 ms: the WebSocket to the server and the media connection. */
export const LIVEKIT_SIGNAL_TIMEOUT_MS = 15_000;
export const LIVEKIT_PEER_TIMEOUT_MS = 15_000;
/** SPEC: publish timeout 10 s, for each of the camera and the microphone. */
export const LIVEKIT_PUBLISH_TIMEOUT_MS = 10_000;

export function livekitRoomOptions(random?: () => number): RoomOptions {
  return {
    reconnectPolicy: new SpecReconnectPolicy(random),
    // The tracks are the join dialog's: after the call (or a failed join) its preview goes on, and
    // the screen stops them when it goes.
    stopLocalTrackOnUnpublish: false,
    // Off: adaptive stream sizes (and pauses) a video by the elements livekit-client attached it
    // to, and the call screen plays the tracks in its own tiles, which LiveKit does not see.
    adaptiveStream: false,
    // Layers nobody watches are not sent.
    dynacast: true,
  };
}

export const livekitConnectOptions: RoomConnectOptions = {
  autoSubscribe: true,
  websocketTimeout: LIVEKIT_SIGNAL_TIMEOUT_MS,
  peerConnectionTimeout: LIVEKIT_PEER_TIMEOUT_MS,
  // One more try when the server cannot be reached at all; past that the user is told at once.
  maxRetries: 1,
};
