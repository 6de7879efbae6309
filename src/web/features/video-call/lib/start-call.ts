import * as api from '@common/api/video';
import type { VideoToken } from '@common/schemas/video';
import { callApi } from '@web/lib/api-client';
import { setConferenceRoom } from '@web/lib/realtime/channels';
import type { Socket } from 'socket.io-client';
import type { CallSession } from './call-session';
import { PeerMesh } from './peer-mesh';

const CONNECT_WAIT_MS = 15_000;

function whenConnected(socket: Socket): Promise<void> {
  if (socket.connected) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('connect', done);
      reject(new Error('signallingUnavailable'));
    }, CONNECT_WAIT_MS);
    function done() {
      clearTimeout(timer);
      resolve();
    }
    socket.once('connect', done);
  });
}

/**
 * Joins a call: a token for the room from the token service (with the apiToken, SPEC.md section
 * 6), then the provider's join: LiveKit's room, or for peer to peer the conference channel
 * switched to the room and the mesh's join. Errors are ApiErrors
 * from the token service (a 403 means: sign in again) or Errors whose message is an error code.
 */
export async function startCall(input: {
  roomName: string;
  participantName: string;
  apiToken: string;
  local: MediaStream;
}): Promise<CallSession> {
  const ask = () =>
    callApi(api.requestVideoToken, {
      body: { roomName: input.roomName, participantName: input.participantName },
      bearer: input.apiToken,
    });
  const first = await ask();
  if (first.provider === 'livekit') return startLiveKitCall(first, input.local);
  const channel = setConferenceRoom(input.roomName, input.apiToken);
  if (!channel) throw new Error('signInRequired');
  await whenConnected(channel.socket);
  let unused: string | null = first.token;
  // The first join uses the token just asked for; a join again after a drop asks for a fresh one.
  const token = async () => {
    const ready = unused;
    unused = null;
    return ready ?? (await ask()).token;
  };
  const session = new PeerMesh(channel.socket, input.local, token, first.iceServers as RTCIceServer[]);
  try {
    await session.join();
  } catch (err) {
    session.leave();
    setConferenceRoom(null, null);
    throw err;
  }
  return session;
}

/**
 * LiveKit carries the call and its signalling, so the conference channel is not needed. Its client
 * is a large library: loaded here, only when the server uses LiveKit, as a chunk of its own.
 */
async function startLiveKitCall(token: VideoToken, local: MediaStream): Promise<CallSession> {
  if (!token.serverUrl) throw new Error('callServerUnreachable');
  const { LiveKitSession } = await import('./livekit-session');
  const session = new LiveKitSession(token.serverUrl, token.token, local);
  // A failed join has logged its cause and disconnected; its error names what the user reads.
  await session.join();
  return session;
}

/** Leaves the call and its conference channel. */
export function endCall(session: CallSession | null): void {
  session?.leave();
  setConferenceRoom(null, null);
}
