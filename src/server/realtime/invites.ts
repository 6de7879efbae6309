import type { RedisClient } from '../redis/client';

/** How long an invitation into a room holds: a call does not last a day. */
const INVITE_TTL_S = 24 * 60 * 60;

export interface InviteStore {
  invite(room: string, userId: string): Promise<void>;
  isInvited(room: string, userId: string): Promise<boolean>;
}

/**
 * Users let into rooms beyond the fixed rules (room-rules.ts). In Redis when it is set, so every
 * process agrees (ADR 0006); in memory otherwise.
 */
export function inviteStore(redis: RedisClient | null, keyPrefix: string): InviteStore {
  if (redis) {
    const key = (room: string) => `${keyPrefix}realtime:invited:${room}`;
    return {
      async invite(room, userId) {
        await redis.multi().sAdd(key(room), userId.toLowerCase()).expire(key(room), INVITE_TTL_S).exec();
      },
      async isInvited(room, userId) {
        try {
          return (await redis.sIsMember(key(room), userId.toLowerCase())) === 1;
        } catch {
          return false; // Redis down: the fixed rules still work, extra invitations wait for it.
        }
      },
    };
  }
  const rooms = new Map<string, { users: Set<string>; until: number }>();
  return {
    async invite(room, userId) {
      const entry = rooms.get(room) ?? { users: new Set<string>(), until: 0 };
      entry.users.add(userId.toLowerCase());
      entry.until = Date.now() + INVITE_TTL_S * 1000;
      rooms.set(room, entry);
    },
    async isInvited(room, userId) {
      const entry = rooms.get(room);
      if (!entry) return false;
      if (entry.until < Date.now()) {
        rooms.delete(room);
        return false;
      }
      return entry.users.has(userId.toLowerCase());
    },
  };
}
