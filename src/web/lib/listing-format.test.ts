import { describe, expect, it } from 'vitest';
import { formatDuration, formatPrice } from './listing-format';

describe('listing prices and durations in the reader language', () => {
  it('shows minor units as the currency amount, and nothing for a free listing', () => {
    expect(formatPrice(12000, 'PLN', 'pl')).toMatch(/^120,00\s?zł$/);
    expect(formatPrice(4550, 'USD', 'en')).toBe('$45.50');
    // Yen has no minor unit: 500 minor units are 500 yen.
    expect(formatPrice(500, 'JPY', 'en')).toBe('¥500');
    expect(formatPrice(0, null, 'en')).toBeNull();
  });

  it('names the unit in the language, plural included', () => {
    expect(formatDuration({ amount: 2, unit: 'hours' }, 'en')).toBe('2 hours');
    expect(formatDuration({ amount: 2, unit: 'hours' }, 'pl')).toBe('2 godziny');
    expect(formatDuration(null, 'en')).toBeNull();
  });
});
