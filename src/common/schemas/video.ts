import * as z from 'zod/mini';

/*
 * The video token request (SPEC.md sections 3 and 4, issue #16), shared by the call screen and
 * the token service (server/modules/video). Messages are error codes (errors.<code>).
 */

/** Which media path a deployment uses: our own peer-to-peer signalling, or a LiveKit SFU. */
export const VIDEO_PROVIDERS = ['p2p', 'livekit'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** Room names as clients send them to join-room: `callerId_calleeId`, `room_...`; no spaces or slashes. */
export const roomNameField = z
  .string({ error: 'roomNameRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'roomNameRequired' }),
    z.maxLength(200, { error: 'roomNameInvalid' }),
    z.regex(/^[A-Za-z0-9_-]+$/, { error: 'roomNameInvalid' }),
  );

export const participantNameField = z
  .string({ error: 'participantNameRequired' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'participantNameRequired' }),
    z.maxLength(100, { error: 'participantNameTooLong' }),
  );

export const videoTokenRequestSchema = z.strictObject({
  roomName: roomNameField,
  participantName: participantNameField,
});
export type VideoTokenRequest = z.infer<typeof videoTokenRequestSchema>;

/**
 * A participant of a call lets one more user into it (a group call): the room the caller is in,
 * and the user to let in. Only call rooms take guests (realtime/room-rules.ts).
 */
export const videoInviteRequestSchema = z.strictObject({
  roomName: roomNameField,
  // A malformed id names nobody: the same answer as an unknown one.
  userId: z.uuid({ error: 'userNotFound' }),
});
export type VideoInviteRequest = z.infer<typeof videoInviteRequestSchema>;

export const videoInviteSchema = z.object({ room: z.string(), userId: z.string() });
export type VideoInvite = z.infer<typeof videoInviteSchema>;

const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
});

/**
 * `token` is what SPEC.md names; the rest tells the call screen how to use it without a second
 * request: which provider, the room it grants (with its `room_` prefix), the LiveKit address or
 * the ICE servers for peer-to-peer, and when it runs out.
 */
export const videoTokenSchema = z.object({
  token: z.string(),
  provider: z.enum(VIDEO_PROVIDERS),
  room: z.string(),
  expiresAt: z.string(),
  serverUrl: z.optional(z.string()),
  iceServers: z.array(iceServerSchema),
});
export type VideoToken = z.infer<typeof videoTokenSchema>;
