import { describe, expect, it } from 'vitest';
import { amountDueMinor, invoiceTotals } from './totals';

describe('invoiceTotals', () => {
  it('adds the lines, takes off the discount, then adds the tax on what is left', () => {
    const totals = invoiceTotals({
      lines: [
        { quantity: 2, unitPriceMinor: 15_000 },
        { quantity: 1, unitPriceMinor: 4_999 },
      ],
      taxRateBp: 2300,
      discountMinor: 999,
    });
    // 30000 + 4999 = 34999; minus 999 = 34000; 23 % of it = 7820.
    expect(totals).toEqual({ subtotalMinor: 34_999, discountMinor: 999, taxMinor: 7_820, totalMinor: 41_820 });
  });

  it('rounds the tax half up once, on whole minor units', () => {
    // 105 * 5 % = 5.25 -> 5; 110 * 5 % = 5.5 -> 6.
    expect(
      invoiceTotals({ lines: [{ quantity: 1, unitPriceMinor: 105 }], taxRateBp: 500, discountMinor: 0 }).taxMinor,
    ).toBe(5);
    expect(
      invoiceTotals({ lines: [{ quantity: 1, unitPriceMinor: 110 }], taxRateBp: 500, discountMinor: 0 }).taxMinor,
    ).toBe(6);
  });

  it('never discounts below zero', () => {
    const totals = invoiceTotals({
      lines: [{ quantity: 1, unitPriceMinor: 500 }],
      taxRateBp: 1000,
      discountMinor: 900,
    });
    expect(totals).toEqual({ subtotalMinor: 500, discountMinor: 500, taxMinor: 0, totalMinor: 0 });
  });

  it('is zero for no lines', () => {
    expect(invoiceTotals({ lines: [], taxRateBp: 2300, discountMinor: 0 }).totalMinor).toBe(0);
  });

  it('is exact in integers for large amounts', () => {
    const totals = invoiceTotals({
      lines: [{ quantity: 1000, unitPriceMinor: 99_999_99 }],
      taxRateBp: 1950,
      discountMinor: 0,
    });
    expect(totals.subtotalMinor).toBe(9_999_999_000);
    expect(totals.taxMinor).toBe(1_949_999_805);
    expect(Number.isInteger(totals.totalMinor)).toBe(true);
  });
});

describe('amount due', () => {
  it('owes what is not paid yet, never less than nothing', () => {
    expect(amountDueMinor(1000, 400)).toBe(600);
    expect(amountDueMinor(1000, 1200)).toBe(0);
  });
});
