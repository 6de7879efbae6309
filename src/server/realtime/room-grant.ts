import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { RedisClient } from '../redis/client';

/*
 * The peer-to-peer provider's video token (issue #16): a signed, short-lived grant for one call
 * room, `<payload>.<signature>` in base64url with an HMAC-SHA256 over the payload. The signalling
 * that relays offers, answers and ICE candidates checks it, so only users the token service let
 * in (room rules, room-rules.ts) take part in a call. Not a JWT: nothing but this server reads it.
 */

export interface RoomGrant {
  /** The room with its `room_` prefix, as join-room names it. */
  room: string;
  userId: string;
  /** The name the other participants see. */
  name: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const grantSchema = z.strictObject({
  room: z.string().min(1).max(205),
  userId: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
  exp: z.number().int().positive(),
});

const SECRET_BYTES = 32;

export interface RoomGrants {
  sign(grant: RoomGrant): Promise<string>;
  /** The grant, or null when forged, altered, malformed or expired. */
  verify(token: string, nowMs?: number): Promise<RoomGrant | null>;
}

const mac = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(payload).digest();

export function signWith(secret: Buffer, grant: RoomGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export function verifyWith(secret: Buffer, token: string, nowMs = Date.now()): RoomGrant | null {
  if (token.length > 2_000) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const grant = grantSchema.safeParse(decoded);
  if (!grant.success || grant.data.exp * 1000 <= nowMs) return null;
  return grant.data;
}

/**
 * Grants signed with one secret per deployment. With Redis, every process takes the secret the
 * first of them stored (SET NX), so a token made by one process is good on another; without
 * Redis there is one process and the secret lives in its memory (a restart only makes open
 * tokens fail, and the call screen asks for a new one on join). When Redis cannot be reached at
 * the first use, the process keeps its own secret and says so: tokens then work on this process only.
 */
export function createRoomGrants(redis: RedisClient | null, keyPrefix: string, log: FastifyBaseLogger): RoomGrants {
  let secret: Promise<Buffer> | null = null;
  const load = async (): Promise<Buffer> => {
    const own = randomBytes(SECRET_BYTES);
    if (!redis) return own;
    const key = `${keyPrefix}video:grant-secret`;
    try {
      await redis.set(key, own.toString('base64url'), { NX: true });
      const stored = await redis.get(key);
      if (stored) return Buffer.from(stored, 'base64url');
    } catch (error) {
      log.warn({ err: error }, 'video grants: Redis did not answer; this process signs with its own secret');
    }
    return own;
  };
  const current = () => (secret ??= load());
  return {
    sign: async (grant) => signWith(await current(), grant),
    verify: async (token, nowMs) => verifyWith(await current(), token, nowMs),
  };
}
