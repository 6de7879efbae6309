import { eq } from 'drizzle-orm';
import type { VideoInvite, VideoInviteRequest } from '../../../common/schemas/video';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Realtime } from '../../realtime/plugin';
import { prefixRoom } from '../../realtime/room-names';
import { classifyRoom } from '../../realtime/room-rules';

export interface CallInviteDeps {
  db: Db;
  realtime: Pick<Realtime, 'mayJoin' | 'inviteToRoom'>;
  /** Counts the invitation against the inviter's limits; throws 429 over them (video-routes.ts). */
  take: () => Promise<void>;
}

/**
 * A group call (issue #16): someone already allowed into a call room (its two users, or someone
 * they let in) lets one more active user in, so that user's token request for the room succeeds.
 * Only call rooms take guests: a personal room stays its owner's, and names outside the room
 * rules are not opened by this. The invitation lasts as long as the invite store keeps it (24 h).
 * The answer is the same whether the id names an active user, a suspended one or nobody (issue
 * #30: it must not tell which ids exist); only an active user is let in.
 */
export async function inviteIntoCall(
  deps: CallInviteDeps,
  inviterId: string,
  request: VideoInviteRequest,
): Promise<VideoInvite> {
  const room = prefixRoom(request.roomName);
  if (classifyRoom(room).kind !== 'call' || !(await deps.realtime.mayJoin(inviterId, room))) {
    throw new HttpError(403, 'callRoomForbidden');
  }
  // Counted for every id alike, after the room check (a stranger's tries are 403s, not spent quota).
  await deps.take();
  const [guest] = await deps.db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.id, request.userId));
  if (guest?.status === 'active') await deps.realtime.inviteToRoom(room, guest.id);
  return { room, userId: request.userId };
}
