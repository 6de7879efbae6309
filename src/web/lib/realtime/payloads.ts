import * as z from 'zod/mini';

const envelopeSchema = z.object({
  SocketIOUniqueChannelName: z.string(),
  data: z.string(),
  wrapperId: z.optional(z.string()),
  from: z.optional(z.string()),
});

/** A room-message after parsing: the envelope, and its data parsed when it is JSON. */
export interface ParsedRoomMessage {
  SocketIOUniqueChannelName: string;
  wrapperId?: string;
  from?: string;
  /** The inner message (chat message, call invitation ...), or the raw text when it is not JSON. */
  data: unknown;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * SPEC.md section 3: a room-message is a JSON string whose data field is itself JSON. Whatever
 * does not fit gives null (the caller logs and drops it), never a throw into the socket's handler.
 */
export function parseRoomMessage(raw: unknown): ParsedRoomMessage | null {
  const value = typeof raw === 'string' ? parseJson(raw) : raw;
  const envelope = envelopeSchema.safeParse(value);
  if (!envelope.success) return null;
  const inner = parseJson(envelope.data.data);
  return { ...envelope.data, data: inner === undefined ? envelope.data.data : inner };
}

/** Removes from a list the message a wrapperId names (a withdrawn invitation, a deleted chat line). */
export function removeByWrapperId<T extends { wrapperId?: string }>(list: readonly T[], wrapperId: string): T[] {
  return list.filter((item) => item.wrapperId !== wrapperId);
}
