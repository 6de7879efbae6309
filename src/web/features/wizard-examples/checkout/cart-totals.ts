/*
 * The made-up shop of the checkout example. Every amount is an integer of minor units (cents), so
 * totals add up exactly; only the screen turns them into money.
 */

export const CHECKOUT_CURRENCY = 'USD';

export const PRODUCTS = [
  { id: 'headphones', priceMinor: 12_999 },
  { id: 'keyboard', priceMinor: 8_450 },
  { id: 'mug', priceMinor: 1_299 },
] as const;
export type ProductId = (typeof PRODUCTS)[number]['id'];

export const DELIVERY_SPEEDS = [
  { id: 'standard', priceMinor: 499, days: '5-7' },
  { id: 'express', priceMinor: 1_499, days: '2-3' },
  { id: 'overnight', priceMinor: 2_999, days: '1' },
] as const;
export type DeliverySpeed = (typeof DELIVERY_SPEEDS)[number]['id'];

/** Standard delivery is free from this subtotal (after any discount). */
export const FREE_STANDARD_FROM = 15_000;
/** Sales tax on the discounted goods, in basis points (8.25 %). */
export const TAX_BASIS_POINTS = 825;
export const MAX_QUANTITY = 10;

/** The codes the example knows: a percentage off the goods, or an amount off. */
export const COUPONS: Record<string, { percent?: number; amountMinor?: number }> = {
  SAVE10: { percent: 10 },
  WELCOME5: { amountMinor: 500 },
};

export interface CartLine {
  id: ProductId;
  quantity: number;
}

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

export const normalCoupon = (code: string) => code.trim().toUpperCase();
export const isKnownCoupon = (code: string) => normalCoupon(code) in COUPONS;

const priceOf = (id: ProductId) => PRODUCTS.find((p) => p.id === id)?.priceMinor ?? 0;

/** Quantity changed by `delta`, kept between 0 and MAX_QUANTITY (0 removes the line). */
export function changeQuantity(lines: readonly CartLine[], id: ProductId, delta: number): CartLine[] {
  return lines
    .map((l) => (l.id === id ? { ...l, quantity: Math.min(MAX_QUANTITY, Math.max(0, l.quantity + delta)) } : l))
    .filter((l) => l.quantity > 0);
}

/** The order's money: goods, coupon, delivery and tax, all integers of minor units. */
export function cartTotals(lines: readonly CartLine[], coupon: string, speed: DeliverySpeed): Totals {
  const subtotal = lines.reduce((sum, l) => sum + priceOf(l.id) * l.quantity, 0);
  const rule = COUPONS[normalCoupon(coupon)];
  const discount = !rule
    ? 0
    : Math.min(subtotal, rule.percent ? Math.round((subtotal * rule.percent) / 100) : (rule.amountMinor ?? 0));
  const goods = subtotal - discount;
  const speedPrice = DELIVERY_SPEEDS.find((d) => d.id === speed)?.priceMinor ?? 0;
  const shipping = subtotal === 0 || (speed === 'standard' && goods >= FREE_STANDARD_FROM) ? 0 : speedPrice;
  const tax = Math.round((goods * TAX_BASIS_POINTS) / 10_000);
  return { subtotal, discount, shipping, tax, total: goods + shipping + tax };
}
