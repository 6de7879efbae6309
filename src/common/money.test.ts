import { describe, expect, it } from 'vitest';
import { formatMoney, minorDigits, parseMoney } from './money';

describe('money in minor units', () => {
  it('formats and parses minor units by the currency', () => {
    expect(formatMoney(123_450, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234, 'JPY', 'en')).toBe('¥1,234');
    expect(parseMoney('12,5', 'EUR')).toBe(1250);
    expect(parseMoney('1234', 'JPY')).toBe(1234);
    expect(parseMoney('abc', 'EUR')).toBeNull();
  });

  it('knows the minor digits of each currency, and 2 for a code Intl does not know', () => {
    expect([minorDigits('EUR'), minorDigits('JPY'), minorDigits('KWD'), minorDigits('??')]).toEqual([2, 0, 3, 2]);
  });
});
