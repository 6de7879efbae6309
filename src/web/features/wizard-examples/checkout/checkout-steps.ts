import * as z from 'zod/mini';
import type { StepDef } from '../shared/step-errors';
import { DELIVERY_SPEEDS, type CartLine, type DeliverySpeed } from './cart-totals';
import { cardDigits, luhnValid as checkLuhn } from '@common/billing/card';

export const SAVED_ADDRESSES = ['home', 'office'] as const;
export type AddressChoice = (typeof SAVED_ADDRESSES)[number] | 'new';

export interface CheckoutValues {
  lines: CartLine[];
  coupon: string;
  /** The coupon applied to the totals (the field may hold an edited, not yet applied one). */
  appliedCoupon: string;
  address: AddressChoice;
  fullName: string;
  street: string;
  city: string;
  postcode: string;
  phone: string;
  speed: DeliverySpeed;
  method: 'card' | 'cod';
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const CHECKOUT_DEFAULTS: CheckoutValues = {
  lines: [
    { id: 'headphones', quantity: 1 },
    { id: 'keyboard', quantity: 1 },
    { id: 'mug', quantity: 2 },
  ],
  coupon: '',
  appliedCoupon: '',
  address: 'home',
  fullName: '',
  street: '',
  city: '',
  postcode: '',
  phone: '',
  speed: 'standard',
  method: 'card',
  cardName: '',
  cardNumber: '',
  expiry: '',
  cvc: '',
};

/** The Luhn check digit test every card number passes (spaces and dashes ignored): the billing checkout's. */
export const luhnValid = (input: string): boolean => checkLuhn(cardDigits(input));

/** "MM/YY" that is this month or later (a card is valid through the end of its month). */
export function expiryValid(input: string, now: Date): boolean {
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(input.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

const filled = (v: string) => v.trim() !== '';
/** A rule for a field that only matters in one case (a new address, payment by card). */
const when = <T>(applies: (v: T) => boolean, ok: (v: T) => boolean, path: string, error: string) =>
  z.refine<T>((v) => !applies(v) || ok(v), { path: [path], error });

const cartStep = z.object({
  lines: z.array(z.object({ id: z.string(), quantity: z.int() })).check(z.minLength(1, 'cartEmpty')),
});

type AddressPart = Pick<CheckoutValues, 'address' | 'fullName' | 'street' | 'city' | 'postcode' | 'phone' | 'speed'>;
const isNew = (v: AddressPart) => v.address === 'new';
const addressStep = z
  .object({
    address: z.enum([...SAVED_ADDRESSES, 'new']),
    fullName: z.string(),
    street: z.string(),
    city: z.string(),
    postcode: z.string(),
    phone: z.string(),
    speed: z.enum(DELIVERY_SPEEDS.map((d) => d.id) as [DeliverySpeed, ...DeliverySpeed[]]),
  })
  .check(
    when<AddressPart>(isNew, (v) => filled(v.fullName), 'fullName', 'required'),
    when<AddressPart>(isNew, (v) => filled(v.street), 'street', 'required'),
    when<AddressPart>(isNew, (v) => filled(v.city), 'city', 'required'),
    when<AddressPart>(isNew, (v) => /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(v.postcode.trim()), 'postcode', 'postcode'),
    when<AddressPart>(isNew, (v) => v.phone.trim() === '' || /^\+?[\d\s-]{6,20}$/.test(v.phone), 'phone', 'phone'),
  );

type PaymentPart = Pick<CheckoutValues, 'method' | 'cardName' | 'cardNumber' | 'expiry' | 'cvc'>;
const byCard = (v: PaymentPart) => v.method === 'card';
/** The payment step's schema; `now` decides which expiry dates have passed. */
export const paymentStep = (now: Date) =>
  z
    .object({
      method: z.enum(['card', 'cod']),
      cardName: z.string(),
      cardNumber: z.string(),
      expiry: z.string(),
      cvc: z.string(),
    })
    .check(
      when<PaymentPart>(byCard, (v) => filled(v.cardName), 'cardName', 'required'),
      when<PaymentPart>(byCard, (v) => luhnValid(v.cardNumber), 'cardNumber', 'cardNumber'),
      when<PaymentPart>(byCard, (v) => expiryValid(v.expiry, now), 'expiry', 'expiry'),
      when<PaymentPart>(byCard, (v) => /^\d{3,4}$/.test(v.cvc.trim()), 'cvc', 'cvc'),
    );

export const checkoutSteps = (now: Date): StepDef[] => [
  { key: 'cart', schema: cartStep },
  { key: 'address', schema: addressStep },
  { key: 'payment', schema: paymentStep(now) },
  // The confirmation shows what was ordered; it asks nothing.
  { key: 'confirmation', schema: z.object({}) },
];

/** A made-up order number: "ORD-" and eight letters or digits, never sent anywhere. */
export function madeUpOrderNumber(random: () => number = Math.random): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let out = '';
  for (let i = 0; i < 8; i++) out += alphabet[Math.floor(random() * alphabet.length)];
  return `ORD-${out}`;
}
