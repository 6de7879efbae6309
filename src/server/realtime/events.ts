/** Event names on the live channel (SPEC.md section 7), in one place for server and tests. */
export const EVENTS = {
  joinRoom: 'join-room',
  leaveRoom: 'leave-room',
  broadcast: 'AuctionStreamAdapter_BROADCAST',
  chatMessage: 'chatMessage',
  /** The chat app's typing indicator (common/schemas/chat.ts CHAT_TYPING_EVENT). */
  chatTyping: 'chat-typing',
  roomMessage: 'room-message',
  roomMessageLog: 'room-message-log',
  /** A refused or invalid request when the client gave no acknowledgement callback. */
  error: 'realtime-error',
} as const;

/**
 * Per-room notices clients only log (SPEC.md section 7). What each one marks here:
 * EMITER_ a chat message, BEMITER_ a broadcast envelope, REMITER_ someone joined,
 * EEMITER_ someone left, ALLEMITER_ any of these (one name to listen to for a room log).
 */
export type RoomNotice = 'EMITER_' | 'BEMITER_' | 'REMITER_' | 'EEMITER_';
export const ALL_NOTICES = 'ALLEMITER_';
