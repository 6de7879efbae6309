/** SPEC.md section 3: the defaults of the call screen. */

/** "Participant" followed by the user's id, as the join dialog proposes it. */
export const defaultParticipantName = (userId: string) => `Participant${userId}`;

/** The conference room of a call: caller id, underscore, callee id. */
export const defaultRoomName = (callerId: string, calleeId: string) => `${callerId}_${calleeId}`;

/**
 * Who else a room of the default form is with: the id of `caller_callee` that is not one's own.
 * Null for a room named otherwise (the join dialog's free text) or one that is not one's own.
 */
export function otherInRoom(roomName: string, selfId: string): string | null {
  const parts = roomName.split('_');
  if (parts.length !== 2 || !parts.includes(selfId)) return null;
  const other = parts.find((p) => p !== selfId);
  return other || null;
}
