/** SPEC.md section 3: the defaults of the call screen. */

/** "Participant" followed by the user's id, as the join dialog proposes it. */
export const defaultParticipantName = (userId: string) => `Participant${userId}`;

/** The conference room of a call: caller id, underscore, callee id. */
export const defaultRoomName = (callerId: string, calleeId: string) => `${callerId}_${calleeId}`;
