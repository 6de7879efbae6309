import type { FastifyBaseLogger } from 'fastify';
import type { RedisClient } from '../redis/client';

/** How many hits a key has in its current window, and when that window ends. */
export interface Count {
  count: number;
  /** Milliseconds until the window ends (0 when the key has no hits). */
  resetInMs: number;
}

/**
 * Fixed-window counters. A window starts at a key's first hit and is never extended by later
 * hits, so a lock-out built on it ends at most one window after it began, whatever an attacker
 * keeps sending. The memory and Redis stores behave the same (one test suite runs on both).
 */
export interface CounterStore {
  /** Counts one hit and answers the count including it. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count without adding to it. */
  peek(key: string): Promise<Count>;
  /** Forgets the key (e.g. a successful sign-in clears its failures). */
  clear(key: string): Promise<void>;
}

/** Above this many keys, expired ones are swept; the oldest go first if that is not enough. */
const MEMORY_KEYS_SOFT_CAP = 50_000;

/** Counters in this process; the store without REDIS_URL, and the fallback when Redis is away. */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, windowMs: number): Promise<Count> {
    const now = this.now();
    let entry = this.entries.get(key);
    if (!entry || entry.endsAt <= now) {
      if (!entry && this.entries.size >= MEMORY_KEYS_SOFT_CAP) this.sweep(now);
      entry = { count: 0, endsAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    return Promise.resolve({ count: entry.count, resetInMs: entry.endsAt - now });
  }

  peek(key: string): Promise<Count> {
    const now = this.now();
    const entry = this.entries.get(key);
    if (!entry || entry.endsAt <= now) return Promise.resolve({ count: 0, resetInMs: 0 });
    return Promise.resolve({ count: entry.count, resetInMs: entry.endsAt - now });
  }

  clear(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  /** A flood of distinct keys (spoofed addresses) must not grow memory without bound. */
  private sweep(now: number): void {
    for (const [key, entry] of this.entries) if (entry.endsAt <= now) this.entries.delete(key);
    const excess = this.entries.size - Math.floor(MEMORY_KEYS_SOFT_CAP * 0.9);
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of this.entries.keys()) {
      if (dropped++ >= excess) break;
      this.entries.delete(key);
    }
  }
}

/**
 * Counters in Redis, shared by every server process. One MULTI per call: INCR, start the window
 * on the first hit only (PEXPIRE NX, Redis 7), read what is left of it.
 */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly client: RedisClient,
    private readonly prefix = 'limit:',
  ) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const redisKey = this.prefix + key;
    const replies = await this.client.multi().incr(redisKey).pExpire(redisKey, windowMs, 'NX').pTTL(redisKey).exec();
    const ttl = Number(replies[2]);
    // PTTL rounds down: 0 is a key with under a millisecond left, still counting (-1/-2: no expiry/none).
    return { count: Number(replies[0]), resetInMs: ttl >= 0 ? ttl : windowMs };
  }

  async peek(key: string): Promise<Count> {
    const redisKey = this.prefix + key;
    const replies = await this.client.multi().get(redisKey).pTTL(redisKey).exec();
    const count = Number(replies[0] ?? 0);
    const ttl = Number(replies[1]);
    return count > 0 && ttl >= 0 ? { count, resetInMs: ttl } : { count: 0, resetInMs: 0 };
  }

  async clear(key: string): Promise<void> {
    await this.client.del(this.prefix + key);
  }
}

export class TimeoutError extends Error {}

/** Rejects when `promise` has not settled within `ms` (node-redis has no per-call deadline of its own). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Redis first, each call bounded by `timeoutMs`; when Redis fails or is slow, the same call goes
 * to the in-process store (ADR 0006): limits keep holding per process instead of hanging sign-in
 * or letting every try through. After a failure Redis is skipped for `retryAfterMs`, so a request
 * during an outage does not wait out a timeout per counter. `onFallback` is told each time (the
 * caller throttles its log).
 */
export class FallbackCounterStore implements CounterStore {
  private skipPrimaryUntil = 0;

  constructor(
    private readonly primary: CounterStore,
    private readonly fallback: CounterStore,
    private readonly timeoutMs: number,
    private readonly onFallback: (error: unknown) => void,
    private readonly retryAfterMs = 2_000,
    /** False while the client knows it is disconnected: no need to wait for a timeout then. */
    private readonly primaryReady: () => boolean = () => true,
  ) {}

  /** The connection is back (the client said so): use Redis again at once. */
  primaryRecovered(): void {
    this.skipPrimaryUntil = 0;
  }

  hit(key: string, windowMs: number): Promise<Count> {
    return this.run((store) => store.hit(key, windowMs));
  }

  peek(key: string): Promise<Count> {
    return this.run((store) => store.peek(key));
  }

  clear(key: string): Promise<void> {
    // Both, so a failure counted during an outage does not outlive the success that clears it.
    return this.run((store) => store.clear(key)).then(() => this.fallback.clear(key));
  }

  private async run<T>(call: (store: CounterStore) => Promise<T>): Promise<T> {
    if (Date.now() < this.skipPrimaryUntil) return call(this.fallback);
    if (!this.primaryReady()) {
      this.onFallback(new Error('redis is not connected'));
      return call(this.fallback);
    }
    try {
      return await within(call(this.primary), this.timeoutMs, 'redis');
    } catch (error) {
      this.skipPrimaryUntil = Date.now() + this.retryAfterMs;
      this.onFallback(error);
      return call(this.fallback);
    }
  }
}

/** One warning per this long while Redis is away, not one per counted hit. */
const FALLBACK_LOG_EVERY_MS = 30_000;

/**
 * The counters the app's limits keep (HTTP sign-in limits, live-channel limits): in Redis when it
 * is configured, so every process counts together (ADR 0006), each call bounded by
 * REDIS_TIMEOUT_MS with this process's memory standing in while Redis is away; in memory
 * otherwise. `what` names the limits in the warning logged while they fall back.
 */
export function sharedCounterStore(
  env: { REDIS_KEY_PREFIX: string; REDIS_TIMEOUT_MS: number },
  redis: RedisClient | null,
  log: FastifyBaseLogger,
  what: string,
): CounterStore {
  if (!redis) return new MemoryCounterStore();
  let lastLog = 0;
  const store = new FallbackCounterStore(
    new RedisCounterStore(redis, `${env.REDIS_KEY_PREFIX}limit:`),
    new MemoryCounterStore(),
    env.REDIS_TIMEOUT_MS,
    (err) => {
      const now = Date.now();
      if (now - lastLog < FALLBACK_LOG_EVERY_MS) return;
      lastLog = now;
      log.warn({ err }, `redis did not answer: ${what} are counted in this process until it is back`);
    },
    2_000,
    () => redis.isReady,
  );
  redis.on('ready', () => store.primaryRecovered());
  return store;
}
