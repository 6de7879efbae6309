/*
 * Card checks shared by the checkout form and the server (test mode: nothing is charged, but the
 * number must still be one a card could have). Only the brand and the last four digits ever leave
 * the request: see docs/billing.md.
 */

/** The number as typed, without the spaces and dashes people group it with. */
export const cardDigits = (value: string): string => value.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** The brand by the number's first digits (the issuer ranges that are public knowledge). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'other';
}

/** "MM/YY" (or MM/YYYY) as month and full year, or null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is good through the last day of its expiry month (UTC). */
export function expiryInFuture(value: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  return expiry.year * 12 + expiry.month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** The card the pages name for test mode: Luhn-valid, never charged. */
export const TEST_CARD_NUMBER = '4242 4242 4242 4242';
