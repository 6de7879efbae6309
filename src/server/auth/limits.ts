import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import type { RedisClient } from '../redis/client';
import { busyError } from '../security/hash-queue';
import { sharedCounterStore, type CounterStore } from '../security/limiter';

const MINUTE = 60_000;
export const AUTH_WINDOW_MS = 15 * MINUTE;
export const MAIL_WINDOW_MS = 60 * MINUTE;
/** Google tokens are verified by signature (nothing to guess); this only stops floods. */
const GOOGLE_PER_MINUTE = 60;

export type LimitedRoute = 'login' | 'register' | 'forgot' | 'google';
export type MailKind = 'reset' | 'verify';

export const tooManyTries = (resetInMs: number, code = 'tooManyTries') =>
  new HttpError(429, code, { retryAfterSeconds: Math.ceil(resetInMs / 1000) });

const normalEmail = (email: string) => email.trim().toLowerCase();

/**
 * Who may try what how often (issue #9 item 2). Every check runs before the costly part (scrypt,
 * mail): per IP across e-mails, per account across IPs (failures only, with a short lock-out),
 * per account for TOTP codes, per address for mail. Counters are shared through Redis when
 * REDIS_URL is set, else kept in this process.
 */
export class AuthLimits {
  /** Costly requests in progress per IP, in this process (the CPU they use is this process's). */
  private readonly inProgress = new Map<string, number>();

  constructor(
    private readonly store: CounterStore,
    private readonly env: Env,
  ) {}

  /**
   * A preValidation hook: counts every try from this IP on this route, bad input too, before
   * the body is looked at further. 429 + Retry-After over the limit.
   */
  perIp(route: LimitedRoute) {
    const [max, windowMs] =
      route === 'google' ? [GOOGLE_PER_MINUTE, MINUTE] : [this.env.AUTH_RATE_LIMIT, AUTH_WINDOW_MS];
    return async (request: FastifyRequest) => {
      await this.take(`ip:${route}:${request.ip}`, max, windowMs);
    };
  }

  /**
   * Runs a costly request with this IP's share of the hashing queue: one address cannot fill the
   * queue that everyone else's sign-in waits in. Over its share: 503 busy, try again shortly.
   */
  async withIpShare<T>(ip: string, task: () => Promise<T>): Promise<T> {
    const now = this.inProgress.get(ip) ?? 0;
    if (now >= this.env.AUTH_CONCURRENT_PER_IP) throw busyError();
    this.inProgress.set(ip, now + 1);
    try {
      return await task();
    } finally {
      const left = (this.inProgress.get(ip) ?? 1) - 1;
      if (left > 0) this.inProgress.set(ip, left);
      else this.inProgress.delete(ip);
    }
  }

  /**
   * Before the password is checked: counts the try against this e-mail, from any IP, and answers
   * 429 once it is over the limit. Counted before (not after) the check so that tries running
   * at the same moment cannot all slip under the limit; a success clears the count, so what is
   * left counts failures. Known or not, every e-mail counts the same: the lock-out reveals
   * nothing about accounts.
   */
  async signInAttempt(email: string): Promise<void> {
    const windowMs = this.env.AUTH_LOCKOUT_MINUTES * MINUTE;
    await this.take(`account:${normalEmail(email)}`, this.env.AUTH_ACCOUNT_FAILURE_LIMIT, windowMs);
  }

  async signInSucceeded(email: string): Promise<void> {
    await this.store.clear(`account:${normalEmail(email)}`);
  }

  /** Second-step codes (10^6 of them): a few wrong ones per quarter hour per account, counted the same way. */
  async totpAttempt(userId: string): Promise<void> {
    await this.take(`totp:${userId}`, this.env.TOTP_FAILURE_LIMIT, AUTH_WINDOW_MS);
  }

  async totpSucceeded(userId: string): Promise<void> {
    await this.store.clear(`totp:${userId}`);
  }

  /** Counts a mail to this address; 429 once the address has had its share this hour. */
  async mailTo(kind: MailKind, address: string): Promise<void> {
    await this.take(`mail:${kind}:${normalEmail(address)}`, this.env.MAIL_PER_ADDRESS_LIMIT, MAIL_WINDOW_MS);
  }

  /** Another limited action (messages per member, ...): the same shared counters, the same 429. */
  async limit(key: string, max: number, windowMs: number, code: string): Promise<void> {
    await this.take(key, max, windowMs, code);
  }

  private async take(key: string, max: number, windowMs: number, code?: string): Promise<void> {
    const { count, resetInMs } = await this.store.hit(key, windowMs);
    if (count > max) throw tooManyTries(resetInMs, code);
  }
}

/** Redis (bounded by REDIS_TIMEOUT_MS, falling back to memory) when configured, else memory. */
export function createAuthLimits(env: Env, redis: RedisClient | null, log: FastifyBaseLogger): AuthLimits {
  return new AuthLimits(sharedCounterStore(env, redis, log, 'rate limits'), env);
}
