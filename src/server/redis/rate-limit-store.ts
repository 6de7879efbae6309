import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from './client';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/** Counters of one limited route (or of the plugin as a whole, for the unnamed root). */
class RedisCounters implements FastifyRateLimitStore {
  constructor(
    private readonly client: RedisClient,
    private readonly keyPrefix: string,
  ) {}

  incr(key: string, callback: IncrCallback, timeWindow: number): void {
    const redisKey = this.keyPrefix + key;
    this.client
      .multi()
      .incr(redisKey)
      .pExpire(redisKey, timeWindow, 'NX')
      .pTTL(redisKey)
      .exec()
      .then((replies) => {
        const ttl = Number(replies[2]);
        callback(null, { current: Number(replies[0]), ttl: ttl > 0 ? ttl : timeWindow });
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
  }

  /** Each limited route counts apart from the others, as with the plugin's own stores. */
  child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const { method, url } = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
    return new RedisCounters(this.client, `${this.keyPrefix}${String(method)} ${String(url)}:`);
  }
}

/**
 * A @fastify/rate-limit store that keeps the counters in Redis, so every server process behind
 * one Redis counts the same tries. (The plugin's own Redis store expects the ioredis client; we
 * use node-redis, which the socket.io adapter also uses.) One MULTI per request: count, start the
 * window on the first try only (PEXPIRE NX, Redis 7), and read what is left of it.
 */
export function redisRateLimitStore(client: RedisClient, prefix = 'rate-limit:'): FastifyRateLimitStoreCtor {
  return class extends RedisCounters {
    constructor() {
      super(client, prefix);
    }
  };
}
