import { COOKIE_MAX_AGE_DAYS } from '@common/constants';

/**
 * A small document.cookie helper (SPEC.md section 9): 30-day max-age and path / unless told
 * otherwise. An expiry is
 *   - a Date: the moment the cookie ends;
 *   - a number: days from now (fractions allowed; 0 or less removes the cookie);
 *   - a string "<integer><suffix>": y years, M months, d days, h hours, m minutes, s seconds
 *     ("1y", "6M", "30d", "12h", "15m", "45s"). M is capital so months and minutes cannot be
 *     confused. Years and months follow the calendar (1M from 31 January is 3 March in a common
 *     year, as Date does); the others are fixed lengths.
 * Anything else throws, so a typo never silently becomes a session cookie.
 */
export type CookieExpiry = Date | number | string;

export interface CookieOptions {
  expires?: CookieExpiry;
  path?: string;
  domain?: string;
  /** Lax by default: sent on top-level navigation, never on cross-site subrequests. */
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to true on https pages. */
  secure?: boolean;
}

export const EXPIRY_SUFFIXES = ['y', 'M', 'd', 'h', 'm', 's'] as const;
export type ExpirySuffix = (typeof EXPIRY_SUFFIXES)[number];

const FIXED_MS: Record<Exclude<ExpirySuffix, 'y' | 'M'>, number> = {
  d: 86_400_000,
  h: 3_600_000,
  m: 60_000,
  s: 1000,
};

const EXPIRY_PATTERN = /^(\d+)([yMdhms])$/;

/** The moment an expiry ends, counted from `now`. */
export function expiryToDate(expiry: CookieExpiry, now: Date = new Date()): Date {
  if (expiry instanceof Date) {
    if (Number.isNaN(expiry.getTime())) throw new RangeError('Cookie expiry is an invalid Date');
    return new Date(expiry.getTime());
  }
  if (typeof expiry === 'number') {
    if (!Number.isFinite(expiry)) throw new RangeError(`Cookie expiry must be a finite number of days, got ${expiry}`);
    return new Date(now.getTime() + expiry * FIXED_MS.d);
  }
  const match = EXPIRY_PATTERN.exec(expiry.trim());
  if (!match) {
    throw new RangeError(
      `Cookie expiry "${expiry}" is not understood: use a number followed by y (years), M (months), d (days), h (hours), m (minutes) or s (seconds), e.g. "30d"`,
    );
  }
  const amount = Number(match[1]);
  const suffix = match[2] as ExpirySuffix;
  const date = new Date(now.getTime());
  if (suffix === 'y') date.setFullYear(date.getFullYear() + amount);
  else if (suffix === 'M') date.setMonth(date.getMonth() + amount);
  else date.setTime(date.getTime() + amount * FIXED_MS[suffix]);
  return date;
}

/** Whole seconds from now until the expiry; never negative (0 tells the browser to drop it). */
export function expiryToMaxAge(expiry: CookieExpiry, now: Date = new Date()): number {
  return Math.max(0, Math.round((expiryToDate(expiry, now).getTime() - now.getTime()) / 1000));
}

/** The Set-Cookie-style string document.cookie takes; pure, so tests need no browser. */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions = {},
  now: Date = new Date(),
): string {
  if (!name || /[=;,\s]/.test(name)) throw new TypeError(`Invalid cookie name "${name}"`);
  const maxAge = expiryToMaxAge(options.expires ?? COOKIE_MAX_AGE_DAYS, now);
  const parts = [
    `${name}=${encodeURIComponent(value)}`,
    // max-age wins over expires in every current browser; expires is there for the rest.
    `max-age=${maxAge}`,
    `expires=${new Date(now.getTime() + maxAge * 1000).toUTCString()}`,
    `path=${options.path ?? '/'}`,
  ];
  if (options.domain) parts.push(`domain=${options.domain}`);
  parts.push(`samesite=${options.sameSite ?? 'Lax'}`);
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  if (secure || options.sameSite === 'None') parts.push('secure');
  return parts.join('; ');
}

/** The cookie's decoded value, or null when it is not set. */
export function getCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    if (pair.slice(0, at).trim() !== name) continue;
    const raw = pair.slice(at + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // Set by someone else without encoding: the raw text is the best answer.
      return raw;
    }
  }
  return null;
}

export function setCookie(name: string, value: string, options?: CookieOptions): void {
  document.cookie = serializeCookie(name, value, options);
}

/** Path and domain must match the ones the cookie was set with, or the browser keeps it. */
export function removeCookie(name: string, options: Omit<CookieOptions, 'expires'> = {}): void {
  document.cookie = serializeCookie(name, '', { ...options, expires: 0 });
}
