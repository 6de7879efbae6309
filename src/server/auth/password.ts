import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { HashQueue, type HashQueueOptions } from '../security/hash-queue';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// scrypt is memory-hard: N=2^15, r=8 costs 32 MiB per hash, which slows guessing on GPUs.
const PRODUCTION_PARAMS = { N: 2 ** 15, r: 8, p: 1 };
let params = PRODUCTION_PARAMS;
const KEY_LENGTH = 32;
const maxmem = (n: number, r: number) => 256 * n * r;

/**
 * Every hash of this process takes a turn here: at most `concurrency` at once and a bounded
 * line, so a flood of sign-ins gets 503 (errors.busy) instead of starving everyone.
 * One queue per process because the CPU and memory it protects are per process.
 */
const queue = new HashQueue({ concurrency: 2, maxWaiting: 8 });

/** Hashes running and waiting now (tests wait on it instead of sleeping). */
export const hashingStats = () => queue.stats;

/** Set from HASH_CONCURRENCY and HASH_QUEUE_LIMIT when the app starts. */
export function configureHashing(options: HashQueueOptions): void {
  queue.configure(options);
}

/**
 * Server test suites only (src/server/test/setup-server.ts): new hashes at N=2^10, about thirty
 * times cheaper, because the suites sign up and sign in hundreds of accounts and each real hash
 * is ~0.1 s of a CPU the tests need (ADR 0028). Verification reads the parameters stored in each
 * hash, so nothing else changes; the suites about the hashing queue itself take the real cost
 * back with `false`. Refused outside a test run, so no configuration can weaken production hashes.
 */
export function setTestPasswordCost(cheap: boolean): void {
  if (process.env.NODE_ENV !== 'test') throw new Error('setTestPasswordCost is for test runs only');
  params = cheap ? { ...PRODUCTION_PARAMS, N: 2 ** 10 } : PRODUCTION_PARAMS;
  // A flood test that takes the real cost back must not compare misses against a cheap decoy.
  decoy = undefined;
}

/** "scrypt$N$r$p$salt$hash" with base64 parts, so the parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await queue.run(() =>
    scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: maxmem(params.N, params.r) }),
  );
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Made once, at the cost of the time (setTestPasswordCost forgets it). */
let decoy: Promise<string> | undefined;

/**
 * A hash of no one's password: a sign-in for an unknown e-mail is checked against it, so a miss
 * takes as long as a wrong password and tells nobody the address is free.
 */
export function decoyHash(): Promise<string> {
  if (!decoy) {
    const made = hashPassword('not-a-real-password');
    decoy = made;
    // Made in a flood, it may be turned away (busy): forget it, or every later miss would be too.
    made.catch(() => {
      if (decoy === made) decoy = undefined;
    });
  }
  return decoy;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algo, n, r, p, salt, hash] = stored.split('$');
  if (algo !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const N = Number(n);
  const R = Number(r);
  const key = await queue.run(() =>
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N, r: R, p: Number(p), maxmem: maxmem(N, R) }),
  );
  return timingSafeEqual(key, expected);
}
