import { AccessToken } from 'livekit-server-sdk';
import type { VideoToken, VideoTokenRequest } from '../../../common/schemas/video';
import type { Env } from '../../env';
import { HttpError } from '../../http-error';
import type { Realtime } from '../../realtime/plugin';
import { prefixRoom } from '../../realtime/room-names';

/** How long a video token is good for (issue #16: LiveKit tokens live 10 minutes; ours the same). */
export const VIDEO_TOKEN_TTL_SECONDS = 10 * 60;

export interface VideoDeps {
  env: Pick<Env, 'VIDEO_PROVIDER' | 'ICE_SERVERS' | 'LIVEKIT_URL' | 'LIVEKIT_API_KEY' | 'LIVEKIT_API_SECRET'>;
  realtime: Pick<Realtime, 'mayJoin' | 'grants'>;
}

/**
 * A token for one call room, for a user the room rules let in (their own call rooms, rooms a
 * module invited them to; realtime/room-rules.ts). Peer-to-peer: a signed room grant our own
 * signalling checks. LiveKit: an access token with join, publish and subscribe grants for that
 * room only. Both name the room with its `room_` prefix, so caller and callee meet in one room
 * whichever form of the name they sent.
 */
export async function issueVideoToken(
  deps: VideoDeps,
  userId: string,
  request: VideoTokenRequest,
  nowMs = Date.now(),
): Promise<VideoToken> {
  const room = prefixRoom(request.roomName);
  if (!(await deps.realtime.mayJoin(userId, room))) throw new HttpError(403, 'callRoomForbidden');
  const exp = Math.floor(nowMs / 1000) + VIDEO_TOKEN_TTL_SECONDS;
  const expiresAt = new Date(exp * 1000).toISOString();
  const { env } = deps;

  if (env.VIDEO_PROVIDER === 'livekit') {
    // parseEnv refuses VIDEO_PROVIDER=livekit without these three; checked again for the types.
    if (!env.LIVEKIT_URL || !env.LIVEKIT_API_KEY || !env.LIVEKIT_API_SECRET)
      throw new HttpError(503, 'videoUnavailable');
    const access = new AccessToken(env.LIVEKIT_API_KEY, env.LIVEKIT_API_SECRET, {
      identity: userId,
      name: request.participantName,
      ttl: VIDEO_TOKEN_TTL_SECONDS,
    });
    access.addGrant({ room, roomJoin: true, canPublish: true, canSubscribe: true, canPublishData: true });
    return {
      token: await access.toJwt(),
      provider: 'livekit',
      room,
      expiresAt,
      serverUrl: env.LIVEKIT_URL,
      iceServers: [],
    };
  }

  const token = await deps.realtime.grants.sign({ room, userId, name: request.participantName, exp });
  return { token, provider: 'p2p', room, expiresAt, iceServers: env.ICE_SERVERS };
}
