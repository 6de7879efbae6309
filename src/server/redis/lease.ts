import type { RedisClient } from './client';

/**
 * Takes the lease `key` for `ms` when nobody holds it: of several processes asking, one gets it
 * (SET NX), and it lapses by itself, so a process that dies holding it blocks nobody for longer.
 * Resolves false while another holds it; rejects when Redis does not answer (the caller decides).
 */
export async function takeLease(redis: RedisClient, key: string, holder: string, ms: number): Promise<boolean> {
  const set = await redis.set(key, holder, { NX: true, PX: ms });
  return set === 'OK';
}
