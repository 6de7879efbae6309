import { z } from 'zod';

/** SPEC.md section 9: the packet limit; one message may carry up to this much (images in chat). */
export const MAX_PACKET_BYTES = 8 * 1024 * 1024;

const roomField = z.string().trim().min(1).max(200);

export const joinRoomSchema = roomField;

/** SPEC.md section 3 "Broadcast envelope"; wrapperId is generated when absent. */
export const broadcastSchema = z.object({
  SocketIOUniqueChannelName: roomField,
  data: z.string(),
  wrapperId: z.string().min(1).max(100).optional(),
});
export type BroadcastInput = z.infer<typeof broadcastSchema>;

/** chatMessage: text (a JSON string, section 3) into a room the sender may use. */
export const chatMessageSchema = z.object({
  room: roomField,
  data: z.string(),
  wrapperId: z.string().min(1).max(100).optional(),
});

/**
 * Clients send the envelope as a JSON string (SPEC.md section 7); an object is taken too.
 * Returns null for anything else, so the caller answers invalidInput.
 */
export function parseJsonOrObject<T>(schema: z.ZodType<T>, raw: unknown): T | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return null;
    }
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
