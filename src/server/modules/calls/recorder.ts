import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import { LIVE_MISSED_CALL_EVENT, type LiveMissedCall } from '../../../common/schemas/calls';
import type { Db } from '../../db/client';
import type { Realtime, RelayedBroadcast } from '../../realtime/plugin';
import { markMissed, recordAnswer, recordInvitation } from './service';

/**
 * The invitation messages of SPEC.md section 3 as they ride inside a broadcast envelope's data
 * (a JSON string the browser wrote: untrusted). Anything else a broadcast carries is not ours.
 */
const invitationSchema = z.object({
  type: z.enum(['callInvitation', 'acceptcallInvitation', 'rejectcallInvitation']),
  from: z.string().check(z.maxLength(100)),
  roomName: z.string().check(z.minLength(1), z.maxLength(200)),
  messageId: z.string().check(z.minLength(1), z.maxLength(100)),
  about: z.optional(z.string()),
});
const userIdSchema = z.uuid();

function parseInvitation(data: string) {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = invitationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface RecorderDeps {
  db: Db;
  log: FastifyBaseLogger;
  realtime: Pick<Realtime, 'sendToUser'>;
  /** How long an invitation rings (CALL_INVITATION_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * Keeps the calls record from what the live channel relays: an invitation into someone's
 * personal room starts a ringing call; the callee's accept or reject into the caller's room
 * answers it; still ringing when the invitation runs out, it is missed and the callee's open tabs
 * hear so (their bell refreshes). The stamped sender is the truth: a message whose inner `from`
 * names anyone else is not recorded (the browser drops it too). Returns a stop for shutdown.
 */
export function createCallRecorder(deps: RecorderDeps) {
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const expire = async (id: string) => {
    const missed = await markMissed(deps.db, id);
    if (!missed) return;
    const live: LiveMissedCall = { id };
    deps.realtime.sendToUser(missed.calleeId, LIVE_MISSED_CALL_EVENT, live);
  };

  const onBroadcast = async (message: RelayedBroadcast) => {
    const invitation = parseInvitation(message.data);
    if (!invitation) return;
    // Invitations and answers go into a personal room, named by its user's id.
    const to = userIdSchema.safeParse(message.channel);
    if (!to.success || to.data === message.from) return;
    if (invitation.from !== message.from) {
      deps.log.warn({ from: message.from, claimed: invitation.from }, 'call invitation in another user\'s name not recorded');
      return;
    }
    if (invitation.type === 'callInvitation') {
      const id = await recordInvitation(deps.db, {
        site: message.site.id,
        callerId: message.from,
        calleeId: to.data,
        messageId: invitation.messageId,
        room: invitation.roomName,
        listingName: invitation.about?.trim().slice(0, 200) || null,
      });
      if (!id) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        expire(id).catch((err: unknown) => deps.log.error({ err, call: id }, 'could not mark a call missed'));
      }, deps.timeoutMs);
      timer.unref();
      timers.add(timer);
      return;
    }
    await recordAnswer(deps.db, {
      callerId: to.data,
      calleeId: message.from,
      messageId: invitation.messageId,
      status: invitation.type === 'acceptcallInvitation' ? 'accepted' : 'declined',
    });
  };

  const stop = () => {
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
  };
  return { onBroadcast, stop };
}
