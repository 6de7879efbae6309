import { z } from 'zod';

/**
 * SPEC.md section 9: the transport's packet limit. It only bounds one packet; what an event may
 * carry is capped far lower below, per event, before anything is relayed or kept for recovery
 * (issue #30: 8 MB chat messages kept for 2 minutes filled the heap).
 */
export const MAX_PACKET_BYTES = 8 * 1024 * 1024;

/**
 * A chat message's text (its JSON `data`): a few KB is pages of typing; files go through uploads.
 * The web client sends no chatMessage today; other clients send short texts.
 */
export const MAX_CHAT_DATA_CHARS = 4 * 1024;
/** A broadcast envelope's data: the web client's call invitations are a few hundred characters. */
export const MAX_BROADCAST_DATA_CHARS = 8 * 1024;
/**
 * An envelope sent as a JSON string is refused unparsed past this: its data escaped (each quote
 * doubles, a control character is six) plus the small fields.
 */
const MAX_ENVELOPE_STRING_CHARS = 6 * MAX_BROADCAST_DATA_CHARS + 1024;

const roomField = z.string().trim().min(1).max(200);

export const joinRoomSchema = roomField;

/** SPEC.md section 3 "Broadcast envelope"; wrapperId is generated when absent. */
export const broadcastSchema = z.object({
  SocketIOUniqueChannelName: roomField,
  data: z.string().max(MAX_BROADCAST_DATA_CHARS),
  wrapperId: z.string().min(1).max(100).optional(),
});
export type BroadcastInput = z.infer<typeof broadcastSchema>;

/** chatMessage: text (a JSON string, section 3) into a room the sender may use. */
export const chatMessageSchema = z.object({
  room: roomField,
  data: z.string().max(MAX_CHAT_DATA_CHARS),
  wrapperId: z.string().min(1).max(100).optional(),
});

/** chat-typing: the conversation the sender types in (the chat app's typing indicator, docs/chat.md). */
export const chatTypingSchema = z.strictObject({ conversationId: z.uuid() });

export type Parsed<T> = { ok: true; data: T } | { ok: false; code: 'invalidInput' | 'payloadTooLarge' };

/** The refusal for a failed parse: payloadTooLarge when a field is over its cap, so a client can tell. */
export function refusalOf(error: z.ZodError): 'invalidInput' | 'payloadTooLarge' {
  return error.issues.some((issue) => issue.code === 'too_big') ? 'payloadTooLarge' : 'invalidInput';
}

/** A schema's answer with the refusal code named (see refusalOf). */
export function parseInput<T>(schema: z.ZodType<T>, value: unknown): Parsed<T> {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, code: refusalOf(parsed.error) };
}

/**
 * Clients send the envelope as a JSON string (SPEC.md section 7); an object is taken too.
 * A string far over the caps is refused before JSON.parse copies it.
 */
export function parseJsonOrObject<T>(schema: z.ZodType<T>, raw: unknown): Parsed<T> {
  let value = raw;
  if (typeof raw === 'string') {
    if (raw.length > MAX_ENVELOPE_STRING_CHARS) return { ok: false, code: 'payloadTooLarge' };
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return { ok: false, code: 'invalidInput' };
    }
  }
  return parseInput(schema, value);
}
