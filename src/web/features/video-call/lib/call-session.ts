/*
 * What the call screen sees of a call, whichever provider carries it (issue #16: one interface,
 * so the screen does not know whether peer-to-peer or LiveKit runs): the peer-to-peer mesh
 * (peer-mesh.ts) and LiveKit (livekit-session.ts, loaded only when the server uses it).
 */

export type CallState = 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'left';

export interface RemotePeer {
  peerId: string;
  userId: string;
  name: string;
  /** Null until their media arrives. */
  stream: MediaStream | null;
  connection: RTCPeerConnectionState;
}

export interface CallSession {
  readonly state: CallState;
  readonly remotes: readonly RemotePeer[];
  join(): Promise<void>;
  setMicrophone(on: boolean): void;
  setCamera(on: boolean): void;
  /** Leaves the call and closes every connection; the local tracks are the screen's to stop. */
  leave(): void;
  subscribe(listener: () => void): () => void;
}
