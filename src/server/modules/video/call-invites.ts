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
}

/**
 * A group call (issue #16): someone already allowed into a call room (its two users, or someone
 * they let in) lets one more active user in, so that user's token request for the room succeeds.
 * Only call rooms take guests: a personal room stays its owner's, and names outside the room
 * rules are not opened by this. The invitation lasts as long as the invite store keeps it (24 h).
 */
export async function inviteIntoCall(deps: CallInviteDeps, inviterId: string, request: VideoInviteRequest): Promise<VideoInvite> {
  const room = prefixRoom(request.roomName);
  if (classifyRoom(room).kind !== 'call' || !(await deps.realtime.mayJoin(inviterId, room))) {
    throw new HttpError(403, 'callRoomForbidden');
  }
  const [guest] = await deps.db.select({ id: users.id, status: users.status }).from(users).where(eq(users.id, request.userId));
  // A suspended user is told apart from no user by nobody: they cannot sign in to join anyway.
  if (!guest || guest.status !== 'active') throw new HttpError(404, 'userNotFound');
  await deps.realtime.inviteToRoom(room, guest.id);
  return { room, userId: guest.id };
}
