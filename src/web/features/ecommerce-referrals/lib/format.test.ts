import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate } from './format';

describe("referral figures in the reader's language", () => {
  it('writes money by its currency’s minor digits, for the product’s language codes', () => {
    expect(formatMoney(123_450, 'EUR', 'en')).toBe('€1,234.50');
    // Yen have no minor unit: 1,250 minor units are ¥1,250, not ¥12.50.
    expect(formatMoney(1250, 'JPY', 'en')).toBe('¥1,250');
    // "cn" is the product's code for Chinese, which Intl knows as zh-CN.
    expect(formatMoney(1250, 'CNY', 'cn')).toBe('¥12.50');
    expect(formatMoney(0, 'PLN', 'pl')).toMatch(/^0,00\s?zł$/);
  });

  it('writes a rate in basis points as a percentage', () => {
    expect(formatRate(1250, 'en')).toBe('12.5%');
  });
});
