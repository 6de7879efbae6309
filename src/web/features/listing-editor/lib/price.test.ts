import { describe, expect, it } from 'vitest';
import { toCoordinate, toMajorText, toMinor } from './price';

describe('price typing', () => {
  it('turns what a member types into minor units of the currency', () => {
    expect(toMinor('49.90', 'EUR')).toBe(4990);
    expect(toMinor('49,9', 'PLN')).toBe(4990);
    expect(toMinor('1 200', 'USD')).toBe(120000);
    expect(toMinor('500', 'JPY')).toBe(500);
    expect(toMinor('', 'EUR')).toBe(0);
    expect(toMinor('ten', 'EUR')).toBeNaN();
  });

  it("shows a stored price back with the currency's digits", () => {
    expect(toMajorText(4990, 'EUR')).toBe('49.90');
    expect(toMajorText(0, null)).toBe('');
  });

  it('reads coordinates, empty as none', () => {
    expect(toCoordinate('52,2297')).toBe(52.2297);
    expect(toCoordinate(' ')).toBeNull();
    expect(toCoordinate('north')).toBeNaN();
  });
});
