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
  // Bounded before anything else looks at it; what is kept of it is cut further (aboutText).
  about: z.optional(z.string().check(z.maxLength(2000))),
});

/** The longest `about` kept: a listing's name fits; a caller's essay does not (issue #30). */
export const ABOUT_MAX_LENGTH = 120;

/**
 * What a missed call shows of the caller's `about` (meant to be the listing's name, but the
 * caller writes it): one line, control and formatting characters (line breaks, bidi overrides)
 * as spaces, runs of spaces as one, at most ABOUT_MAX_LENGTH characters; null when nothing is left.
 */
export function aboutText(about: string | undefined): string | null {
  if (!about) return null;
  const line = about
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...line].slice(0, ABOUT_MAX_LENGTH).join('').trim() || null;
}
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
  /** Repeats from one caller to one callee within this long ring in one record (CALL_REPEAT_WINDOW_MS). */
  repeatWindowMs: number;
  /** Counts an invitation against the caller's limits; false when it is over them (not recorded). */
  mayInvite: (callerId: string, calleeId: string) => Promise<boolean>;
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
  /*
   * One caller-callee pair's invitations are recorded one after another in this process, so a
   * burst of them finds the row the first one made (recordInvitation's collapse) instead of each
   * adding its own. Between processes the limits bound what a race could add.
   */
  const queues = new Map<string, Promise<unknown>>();
  const inTurn = <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (queues.get(key) ?? Promise.resolve()).catch(() => undefined).then(task);
    queues.set(key, run);
    const forget = () => {
      if (queues.get(key) === run) queues.delete(key);
    };
    run.then(forget, forget);
    return run;
  };

  const expire = async (id: string, messageId: string) => {
    const missed = await markMissed(deps.db, id, messageId);
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
      deps.log.warn(
        { from: message.from, claimed: invitation.from },
        "call invitation in another user's name not recorded",
      );
      return;
    }
    if (invitation.type === 'callInvitation') {
      const callerId = message.from;
      const calleeId = to.data;
      // The relay has happened (the live channel's business); past the limits it leaves no record.
      if (!(await deps.mayInvite(callerId, calleeId))) {
        deps.log.debug({ caller: callerId, callee: calleeId }, 'call invitation over the limits not recorded');
        return;
      }
      const id = await inTurn(`${callerId}:${calleeId}`, () =>
        recordInvitation(
          deps.db,
          {
            site: message.site.id,
            callerId,
            calleeId,
            messageId: invitation.messageId,
            room: invitation.roomName,
            listingName: aboutText(invitation.about),
          },
          deps.repeatWindowMs,
        ),
      );
      if (!id) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        expire(id, invitation.messageId).catch((err: unknown) =>
          deps.log.error({ err, call: id }, 'could not mark a call missed'),
        );
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
