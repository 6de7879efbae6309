import type { z } from 'zod';
import { CALL_EVENTS, callJoinSchema, callLeaveSchema, callSignalSchema, type SocketHandler } from './call-signalling';
import type { EventKind } from './event-limits';
import { EVENTS } from './events';
import { broadcastSchema, chatMessageSchema, chatTypingSchema, joinRoomSchema } from './payloads';

/*
 * Every event a client may send on the live channel, with who may send it (issue #32), in one
 * table. The server registers exactly these (plugin.ts: a handler per entry, checked by the types
 * and at start), the rate limits take their kind from it (event-limits.ts), and
 * event-table.test.ts tests every entry against real clients. An event without an entry is not
 * handled: it is dropped after counting against the socket's limits.
 *
 * Nobody anonymous gets this far: the handshake refuses a socket without a live apiToken
 * (`connect_error` signInRequired), so every rule below is about a signed-in user. Roles and
 * permissions play no part: an administrator has no more rights on the live channel than any
 * member (rooms are private conversations and calls).
 */

/** Who may send an event; what each one means is in SENDER_RULES. */
export type SenderRule = 'self' | 'roomJoiner' | 'roomSender' | 'grantHolder' | 'callPeer' | 'conversationMember';

export const SENDER_RULES: Record<SenderRule, string> = {
  self: 'any signed-in user; the event only changes their own socket, so there is nobody to refuse',
  roomJoiner: 'a user the room rules let into the named room (room-rules.ts mayJoin)',
  roomSender:
    "any signed-in user into someone's personal room; into any other room a user the room rules let in (maySend)",
  grantHolder: 'the user a room grant names (POST /api/video/token signs one only for a user the room rules let in)',
  callPeer: 'a socket that joined the call (call-join), to another socket of the same call',
  conversationMember:
    'a participant of the conversation, on its site; it reaches only the other participant (the chat app, modules/messages/chat-service.ts)',
};

export interface ClientEvent {
  sender: SenderRule;
  /** What a refused sender's acknowledgement says: `{ ok: false, code }`; null when no sender is refused. */
  refusal: 'forbidden' | null;
  /** The first argument, validated before anything else (`invalidInput` / `payloadTooLarge` when it fails). */
  payload: z.ZodType;
  /** Its rate-limit bucket (event-limits.ts). */
  kind: EventKind;
}

export const CLIENT_EVENTS = {
  [EVENTS.joinRoom]: {
    sender: 'roomJoiner',
    refusal: 'forbidden',
    payload: joinRoomSchema,
    kind: 'room',
  },
  // Leaving a room the socket is not in changes nothing and tells nobody (no notice to the room).
  [EVENTS.leaveRoom]: { sender: 'self', refusal: null, payload: joinRoomSchema, kind: 'room' },
  [EVENTS.broadcast]: {
    sender: 'roomSender',
    refusal: 'forbidden',
    payload: broadcastSchema,
    kind: 'message',
  },
  [EVENTS.chatMessage]: {
    sender: 'roomSender',
    refusal: 'forbidden',
    payload: chatMessageSchema,
    kind: 'message',
  },
  // The chat app's "… is typing": counted as a message, relayed to the conversation's other side only.
  [EVENTS.chatTyping]: {
    sender: 'conversationMember',
    refusal: 'forbidden',
    payload: chatTypingSchema,
    kind: 'message',
  },
  [CALL_EVENTS.join]: {
    sender: 'grantHolder',
    refusal: 'forbidden',
    payload: callJoinSchema,
    kind: 'room',
  },
  // Leaving a call the socket is not in changes nothing and tells nobody.
  [CALL_EVENTS.leave]: { sender: 'self', refusal: null, payload: callLeaveSchema, kind: 'room' },
  [CALL_EVENTS.signal]: {
    sender: 'callPeer',
    refusal: 'forbidden',
    payload: callSignalSchema,
    kind: 'signal',
  },
} as const satisfies Record<string, ClientEvent>;

export type ClientEventName = keyof typeof CLIENT_EVENTS;

/** A handler for every event of the table and for nothing else: the types say so, and assertHandlers at start. */
export type ClientEventHandlers = { readonly [E in ClientEventName]: SocketHandler };

export const CLIENT_EVENT_NAMES = Object.keys(CLIENT_EVENTS) as ClientEventName[];

export const isClientEvent = (name: string): name is ClientEventName => Object.hasOwn(CLIENT_EVENTS, name);

/**
 * Refuses to start with a handler the table does not list, or an entry without a handler: the
 * types catch both in a literal, this catches what reaches the object another way.
 */
export function assertHandlers(handlers: object): asserts handlers is ClientEventHandlers {
  const handled = Object.keys(handlers);
  const unlisted = handled.filter((name) => !isClientEvent(name));
  const unhandled = CLIENT_EVENT_NAMES.filter((name) => !handled.includes(name));
  if (unlisted.length || unhandled.length) {
    throw new Error(
      `live channel events and CLIENT_EVENTS differ: handled but not listed [${unlisted.join(', ')}], listed but not handled [${unhandled.join(', ')}]`,
    );
  }
}
