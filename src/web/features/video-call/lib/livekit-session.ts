import {
  ConnectionState,
  Room,
  RoomEvent,
  Track,
  type LocalTrackPublication,
  type RemoteParticipant,
} from 'livekit-client';
import type { CallSession, CallState, RemotePeer } from './call-session';
import { livekitConnectOptions, livekitRoomOptions, LIVEKIT_PUBLISH_TIMEOUT_MS } from './livekit-options';

/** The one error code a failed LiveKit join gives the screen (errors.callServerUnreachable). */
export const LIVEKIT_JOIN_FAILED = 'callServerUnreachable';

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

/**
 * The LiveKit provider (issue #16): one livekit-client Room on the SFU the token service names.
 * The join dialog's camera and microphone are published as they are (the screen owns and stops
 * them); every other participant becomes a RemotePeer whose stream holds their subscribed tracks,
 * so the call screen shows them exactly as it shows a peer-to-peer participant. This module is
 * loaded on demand (start-call.ts), so livekit-client stays out of every other page's scripts.
 */
export class LiveKitSession implements CallSession {
  state: CallState = 'connecting';
  remotes: RemotePeer[] = [];
  private readonly room = new Room(livekitRoomOptions());
  private readonly listeners = new Set<() => void>();
  /** Each participant's stream, kept while their set of tracks stays the same. */
  private readonly streams = new Map<string, { tracks: string; stream: MediaStream }>();
  private joined = false;
  private left = false;

  constructor(
    private readonly serverUrl: string,
    private readonly token: string,
    private readonly local: MediaStream,
  ) {
    this.room
      .on(RoomEvent.ConnectionStateChanged, this.onConnectionState)
      .on(RoomEvent.ParticipantConnected, this.refresh)
      .on(RoomEvent.ParticipantDisconnected, this.refresh)
      .on(RoomEvent.ParticipantNameChanged, this.refresh)
      .on(RoomEvent.TrackSubscribed, this.refresh)
      .on(RoomEvent.TrackUnsubscribed, this.refresh);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Connects and publishes within SPEC's timeouts. Any failure (server unreachable, token refused,
   * media path blocked) is logged with its cause, disconnects, and reaches the screen as one code.
   */
  async join(): Promise<void> {
    try {
      await this.room.connect(this.serverUrl, this.token, livekitConnectOptions);
      for (const track of this.local.getTracks()) {
        const source = track.kind === 'video' ? Track.Source.Camera : Track.Source.Microphone;
        const publication = await withTimeout(
          this.room.localParticipant.publishTrack(track, { source }),
          LIVEKIT_PUBLISH_TIMEOUT_MS,
          `publishing the ${track.kind}`,
        );
        // Turned off in the join dialog: published muted, so the others see it as off.
        if (!track.enabled) await publication.mute();
      }
    } catch (err) {
      console.error('call: the LiveKit room could not be joined', err);
      this.leave();
      throw new Error(LIVEKIT_JOIN_FAILED);
    }
    if (this.left) return;
    this.joined = true;
    this.setState(this.room.state === ConnectionState.Connected ? 'connected' : 'reconnecting');
    this.refresh();
  }

  setMicrophone(on: boolean): void {
    this.toggle('audio', this.room.localParticipant.audioTrackPublications.values(), on);
  }

  setCamera(on: boolean): void {
    this.toggle('video', this.room.localParticipant.videoTrackPublications.values(), on);
  }

  leave(): void {
    if (this.left) return;
    this.left = true;
    this.room.removeAllListeners();
    // Not stopping the tracks: they are the join dialog's (its preview goes on after the call).
    this.room.disconnect(false).catch((err: unknown) => console.warn('call: leaving the LiveKit room', err));
    this.remotes = [];
    this.streams.clear();
    this.setState('left');
  }

  /** Muting through LiveKit tells the others the track is off; the track itself just goes dark. */
  private toggle(kind: 'audio' | 'video', publications: Iterable<LocalTrackPublication>, on: boolean) {
    for (const track of this.local.getTracks()) if (track.kind === kind) track.enabled = on;
    if (this.left) return;
    for (const publication of publications) {
      void (on ? publication.unmute() : publication.mute())?.catch((err: unknown) =>
        console.warn(`call: could not turn the ${kind} ${on ? 'on' : 'off'}`, err),
      );
    }
  }

  private onConnectionState = (state: ConnectionState) => {
    if (this.left) return;
    if (state === ConnectionState.Reconnecting || state === ConnectionState.SignalReconnecting)
      this.setState('reconnecting');
    else if (state === ConnectionState.Connected && this.joined) this.setState('connected');
    // Disconnected without leaving: the server ended it or the reconnect policy gave up.
    else if (state === ConnectionState.Disconnected && this.joined) {
      console.warn('call: the LiveKit connection was lost');
      this.setState('failed');
    }
  };

  private refresh = () => {
    if (this.left) return;
    const participants = [...this.room.remoteParticipants.values()];
    for (const identity of this.streams.keys())
      if (!this.room.remoteParticipants.has(identity)) this.streams.delete(identity);
    this.remotes = participants.map((participant) => this.peerOf(participant));
    for (const listener of this.listeners) listener();
  };

  private peerOf(participant: RemoteParticipant): RemotePeer {
    const tracks = [...participant.trackPublications.values()].flatMap((p) =>
      p.isSubscribed && p.track ? [p.track.mediaStreamTrack] : [],
    );
    return {
      // The token service makes the user id the LiveKit identity, unique in a room.
      peerId: participant.identity,
      userId: participant.identity,
      name: participant.name ?? '',
      stream: this.streamOf(participant.identity, tracks),
      connection: tracks.length > 0 ? 'connected' : 'connecting',
    };
  }

  /** A new stream only when someone's tracks change (the tile then takes the new set); else the same one. */
  private streamOf(identity: string, tracks: MediaStreamTrack[]): MediaStream | null {
    if (tracks.length === 0) {
      this.streams.delete(identity);
      return null;
    }
    const key = tracks
      .map((t) => t.id)
      .sort()
      .join(',');
    const known = this.streams.get(identity);
    if (known?.tracks === key) return known.stream;
    const stream = new MediaStream(tracks);
    this.streams.set(identity, { tracks: key, stream });
    return stream;
  }

  private setState(state: CallState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
