import type { Socket } from 'socket.io-client';
import type { CallSession, CallState, RemotePeer } from './call-session';

/** The call events of src/server/realtime/call-signalling.ts. */
const EV = {
  join: 'call-join',
  leave: 'call-leave',
  signal: 'call-signal',
  joined: 'call-peer-joined',
  left: 'call-peer-left',
} as const;

interface PeerInfo {
  peerId: string;
  userId: string;
  name: string;
}
type JoinAnswer = { ok: true; room: string; self: string; peers: PeerInfo[] } | { ok: false; code: string };
interface SignalIn {
  room: string;
  from: string;
  userId: string;
  description?: RTCSessionDescriptionInit;
  candidate?: RTCIceCandidateInit | null;
}

interface Link {
  info: PeerInfo;
  pc: RTCPeerConnection;
  stream: MediaStream | null;
  /** Candidates that came before the remote description, applied right after it. */
  early: RTCIceCandidateInit[];
  /** This side sends the offers (and the ICE restarts) for this pair. */
  offerer: boolean;
}

const ACK_TIMEOUT_MS = 10_000;

/**
 * The peer-to-peer provider (issue #16): one RTCPeerConnection per other participant (a mesh),
 * offers, answers and ICE candidates through the server's call signalling. Whoever joins offers
 * to everyone already there; a connection that fails is restarted by its offerer; a socket that
 * comes back after a drop joins the call again and the others reconnect to it.
 */
export class PeerMesh implements CallSession {
  state: CallState = 'connecting';
  remotes: RemotePeer[] = [];
  private readonly links = new Map<string, Link>();
  private readonly listeners = new Set<() => void>();
  private room = '';
  private left = false;

  constructor(
    private readonly socket: Socket,
    private readonly local: MediaStream,
    private readonly token: () => Promise<string>,
    private readonly iceServers: RTCIceServer[],
  ) {
    socket.on(EV.joined, this.onJoined);
    socket.on(EV.left, this.onLeft);
    socket.on(EV.signal, this.onSignal);
    socket.on('connect', this.onReconnect);
    socket.on('disconnect', this.onDrop);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async join(): Promise<void> {
    const answer = (await this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(EV.join, { token: await this.token() })) as JoinAnswer;
    if (!answer.ok) throw new Error(answer.code);
    this.room = answer.room;
    this.setState('connected');
    for (const peer of answer.peers) void this.offerTo(peer);
  }

  /** Tracks stay on and off by enabling them: the connections need no new negotiation. */
  setMicrophone(on: boolean): void {
    for (const track of this.local.getAudioTracks()) track.enabled = on;
  }

  setCamera(on: boolean): void {
    for (const track of this.local.getVideoTracks()) track.enabled = on;
  }

  leave(): void {
    if (this.left) return;
    this.left = true;
    if (this.room && this.socket.connected)
      void this.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck(EV.leave, { room: this.room })
        .catch(() => undefined);
    this.socket.off(EV.joined, this.onJoined);
    this.socket.off(EV.left, this.onLeft);
    this.socket.off(EV.signal, this.onSignal);
    this.socket.off('connect', this.onReconnect);
    this.socket.off('disconnect', this.onDrop);
    for (const link of this.links.values()) link.pc.close();
    this.links.clear();
    this.remotes = [];
    this.setState('left');
  }

  private link(info: PeerInfo, offerer: boolean): Link {
    const known = this.links.get(info.peerId);
    if (known) return known;
    const pc = new RTCPeerConnection({ iceServers: this.iceServers });
    const link: Link = { info, pc, stream: null, early: [], offerer };
    for (const track of this.local.getTracks()) pc.addTrack(track, this.local);
    pc.onicecandidate = (e) => {
      if (e.candidate) this.send(info.peerId, { candidate: e.candidate.toJSON() });
    };
    pc.ontrack = (e) => {
      link.stream = e.streams[0] ?? new MediaStream([e.track]);
      this.refresh();
    };
    pc.onconnectionstatechange = () => {
      // A changed network (or a lost path) fails the connection: the offerer tries new candidates.
      if (pc.connectionState === 'failed' && link.offerer && !this.left) void this.offerTo(info, true);
      this.refresh();
    };
    this.links.set(info.peerId, link);
    this.refresh();
    return link;
  }

  private async offerTo(info: PeerInfo, restart = false): Promise<void> {
    const { pc } = this.link(info, true);
    try {
      const offer = await pc.createOffer(restart ? { iceRestart: true } : undefined);
      await pc.setLocalDescription(offer);
      this.send(info.peerId, { description: pc.localDescription!.toJSON() as RTCSessionDescriptionInit });
    } catch (err) {
      console.warn('call: could not offer to a participant', err);
    }
  }

  private send(to: string, body: { description?: RTCSessionDescriptionInit; candidate?: RTCIceCandidateInit }) {
    if (!this.socket.connected || this.left) return;
    void this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck(EV.signal, { room: this.room, to, ...body })
      .then((answer) => {
        const a = answer as { ok: boolean; code?: string };
        if (!a.ok) console.warn(`call: a signal was refused (${a.code ?? 'no answer'})`);
      })
      .catch(() => undefined);
  }

  private onJoined = (peer: PeerInfo & { room: string }) => {
    if (peer.room !== this.room) return;
    // They offer; the connection waits for it. Someone back after a drop starts afresh.
    this.links.get(peer.peerId)?.pc.close();
    this.links.delete(peer.peerId);
    this.link(peer, false);
  };

  private onLeft = ({ room, peerId }: { room: string; peerId: string }) => {
    if (room !== this.room) return;
    this.links.get(peerId)?.pc.close();
    this.links.delete(peerId);
    this.refresh();
  };

  private onSignal = async (signal: SignalIn) => {
    if (signal.room !== this.room || this.left) return;
    const link = this.link(
      { peerId: signal.from, userId: signal.userId, name: this.links.get(signal.from)?.info.name ?? '' },
      false,
    );
    const { pc } = link;
    try {
      if (signal.description) {
        await pc.setRemoteDescription(signal.description);
        for (const candidate of link.early.splice(0)) await pc.addIceCandidate(candidate);
        if (signal.description.type === 'offer') {
          await pc.setLocalDescription(await pc.createAnswer());
          this.send(signal.from, { description: pc.localDescription!.toJSON() as RTCSessionDescriptionInit });
        }
      } else if (signal.candidate) {
        if (pc.remoteDescription) await pc.addIceCandidate(signal.candidate);
        else link.early.push(signal.candidate);
      }
    } catch (err) {
      console.warn('call: a signal could not be applied', err);
    }
  };

  private onDrop = () => {
    if (!this.left) this.setState('reconnecting');
  };

  /** Back after a drop: the server forgot this socket's calls, so join again and offer anew. */
  private onReconnect = () => {
    if (this.left || this.state !== 'reconnecting') return;
    for (const link of this.links.values()) link.pc.close();
    this.links.clear();
    this.refresh();
    this.join().catch((err: unknown) => {
      console.warn('call: joining again after a drop failed', err);
      this.setState('failed');
    });
  };

  private refresh() {
    this.remotes = [...this.links.values()].map((l) => ({
      peerId: l.info.peerId,
      userId: l.info.userId,
      name: l.info.name,
      stream: l.stream,
      connection: l.pc.connectionState,
    }));
    for (const listener of this.listeners) listener();
  }

  private setState(state: CallState) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}
