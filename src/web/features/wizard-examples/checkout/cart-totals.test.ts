import { describe, expect, it } from 'vitest';
import { cartTotals, changeQuantity, isKnownCoupon, MAX_QUANTITY, type CartLine } from './cart-totals';

const cart: CartLine[] = [
  { id: 'headphones', quantity: 1 },
  { id: 'mug', quantity: 2 },
];

describe('checkout totals', () => {
  it('adds goods, delivery and tax in whole minor units', () => {
    // 12999 + 2 x 1299 = 15597; standard delivery is free from 15000; tax 8.25 % = 1286.75 -> 1287.
    expect(cartTotals(cart, '', 'standard')).toEqual({
      subtotal: 15_597,
      discount: 0,
      shipping: 0,
      tax: 1_287,
      total: 16_884,
    });
    expect(cartTotals(cart, '', 'express').shipping).toBe(1_499);
  });

  it('takes a coupon off the goods before tax, and may cost free delivery', () => {
    const t = cartTotals(cart, ' save10 ', 'standard');
    expect(t.discount).toBe(1_560);
    // 14037 is under the free-delivery line again.
    expect(t.shipping).toBe(499);
    expect(t.tax).toBe(Math.round((14_037 * 825) / 10_000));
    expect(t.total).toBe(14_037 + 499 + t.tax);
    expect(cartTotals([{ id: 'mug', quantity: 1 }], 'WELCOME5', 'standard').discount).toBe(500);
  });

  it('never discounts below zero, and an empty cart costs nothing', () => {
    expect(cartTotals([], 'WELCOME5', 'overnight')).toEqual({
      subtotal: 0,
      discount: 0,
      shipping: 0,
      tax: 0,
      total: 0,
    });
    expect(isKnownCoupon('nope')).toBe(false);
    expect(isKnownCoupon('welcome5')).toBe(true);
  });

  it('keeps quantities between 1 and the maximum, dropping a line at 0', () => {
    expect(changeQuantity(cart, 'mug', -2)).toEqual([{ id: 'headphones', quantity: 1 }]);
    expect(changeQuantity(cart, 'headphones', 50)[0]!.quantity).toBe(MAX_QUANTITY);
  });
});
