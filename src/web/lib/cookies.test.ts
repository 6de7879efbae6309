// @vitest-environment happy-dom
import { COOKIE_MAX_AGE_DAYS } from '@common/constants';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { expiryToDate, expiryToMaxAge, getCookie, removeCookie, serializeCookie, setCookie } from './cookies';

const NOW = new Date('2024-01-31T10:00:00Z');
const DAY_S = 86_400;

describe('expiry strings', () => {
  it.each([
    ['45s', 45],
    ['15m', 15 * 60],
    ['12h', 12 * 3600],
    ['30d', 30 * DAY_S],
  ])('%s is a fixed length', (expiry, seconds) => {
    expect(expiryToMaxAge(expiry, NOW)).toBe(seconds);
  });

  it('y adds calendar years', () => {
    expect(expiryToDate('1y', NOW).toISOString()).toBe('2025-01-31T10:00:00.000Z');
    // 2024 is a leap year: one year from 2024-01-31 is 366 days.
    expect(expiryToMaxAge('1y', NOW)).toBe(366 * DAY_S);
  });

  it('M adds calendar months (capital M; m is minutes)', () => {
    const start = new Date(2024, 2, 15, 12);
    expect(expiryToDate('6M', start)).toEqual(new Date(2024, 8, 15, 12));
    expect(expiryToMaxAge('1M', new Date(2024, 1, 1, 12))).toBe(29 * DAY_S);
    expect(expiryToMaxAge('1m', NOW)).toBe(60);
  });

  it('rejects unknown suffixes and shapes with a message naming the accepted ones', () => {
    for (const bad of ['10w', '5', 'd', '1.5d', '-1d', '1 d', '', '1D', '1Y', 'soon']) {
      expect(() => expiryToDate(bad, NOW), bad).toThrow(/y \(years\), M \(months\), d \(days\)/);
    }
  });

  it('fixed-length suffixes add exactly amount × unit seconds (property)', () => {
    const units = { s: 1, m: 60, h: 3600, d: DAY_S } as const;
    fc.assert(
      fc.property(
        fc.constantFrom(...(Object.keys(units) as (keyof typeof units)[])),
        fc.nat({ max: 100_000 }),
        (unit, n) => {
          expect(expiryToMaxAge(`${n}${unit}`, NOW)).toBe(n * units[unit]);
        },
      ),
    );
  });

  it('calendar suffixes land on the same time of day, later (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('y', 'M'),
        fc.integer({ min: 1, max: 200 }),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (unit, n, now) => {
          const end = expiryToDate(`${n}${unit}`, now);
          expect(end.getTime()).toBeGreaterThan(now.getTime());
          expect(end.getMinutes()).toBe(now.getMinutes());
          expect(end.getSeconds()).toBe(now.getSeconds());
          const months = (end.getFullYear() - now.getFullYear()) * 12 + end.getMonth() - now.getMonth();
          // Day overflow (31 Jan + 1M) may push one month further, never less.
          expect(months - (unit === 'y' ? n * 12 : n)).toBeGreaterThanOrEqual(0);
          expect(months - (unit === 'y' ? n * 12 : n)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('never parses a string outside the documented grammar (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        fc.pre(!/^\s*\d+[yMdhms]\s*$/.test(s));
        expect(() => expiryToDate(s, NOW)).toThrow(RangeError);
      }),
    );
  });
});

describe('expiry as Date or days', () => {
  it('a number is days, fractions allowed', () => {
    expect(expiryToMaxAge(7, NOW)).toBe(7 * DAY_S);
    expect(expiryToMaxAge(0.5, NOW)).toBe(DAY_S / 2);
    expect(() => expiryToDate(Number.NaN, NOW)).toThrow(RangeError);
  });

  it('a Date is the end itself; a past one gives max-age 0', () => {
    expect(expiryToMaxAge(new Date(NOW.getTime() + 90_000), NOW)).toBe(90);
    expect(expiryToMaxAge(new Date(NOW.getTime() - 90_000), NOW)).toBe(0);
    expect(() => expiryToDate(new Date('nope'), NOW)).toThrow(RangeError);
  });
});

describe('serializeCookie', () => {
  it('defaults to 30 days, path / and SameSite=Lax', () => {
    const text = serializeCookie('a', 'b c;d', {}, NOW);
    expect(text).toContain('a=b%20c%3Bd');
    expect(text).toContain(`max-age=${COOKIE_MAX_AGE_DAYS * DAY_S}`);
    expect(text).toContain('path=/');
    expect(text).toContain('samesite=Lax');
  });

  it('takes path, domain and an expiry string', () => {
    const text = serializeCookie('a', '1', { expires: '12h', path: '/x', domain: 'example.com' }, NOW);
    expect(text).toContain('max-age=43200');
    expect(text).toContain('path=/x');
    expect(text).toContain('domain=example.com');
  });

  it('refuses names the cookie syntax cannot carry', () => {
    expect(() => serializeCookie('a=b', '1')).toThrow(TypeError);
    expect(() => serializeCookie('', '1')).toThrow(TypeError);
  });
});

describe('get / set / remove on document.cookie', () => {
  afterEach(() => removeCookie('widget-test'));

  it('round-trips any value (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        setCookie('widget-test', value);
        expect(getCookie('widget-test')).toBe(value);
      }),
      { numRuns: 50 },
    );
  });

  it('remove makes it unset', () => {
    setCookie('widget-test', 'x', { expires: '1y' });
    expect(getCookie('widget-test')).toBe('x');
    removeCookie('widget-test');
    expect(getCookie('widget-test')).toBeNull();
  });

  it('an unknown name is null', () => {
    expect(getCookie('never-set')).toBeNull();
  });
});
