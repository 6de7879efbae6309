import * as z from 'zod/mini';
import { BILLING_PERIODS, BILLING_PLAN_IDS } from '../billing/plans';
import { CARD_BRANDS, cardDigits, expiryInFuture, luhnValid, parseExpiry } from '../billing/card';
import { emailField, nameField } from './fields';

/*
 * The plans' checkout and the own subscription (issue #37; server: modules/billing). The same
 * schema checks the checkout form in the browser and the request on the server: the card number's
 * Luhn digit, an expiry in the future, a 3-4 digit CVC. Test mode: nothing is charged, and of the
 * card only the brand and the last four digits are kept.
 */

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** The one status an order has while no payment provider is connected. */
export const ORDER_STATUS_TEST = 'paid-test-mode';

/** Countries the billing form offers (ISO 3166-1 alpha-2); names come from Intl in the reader's language. */
export const BILLING_COUNTRIES = [
  'AE',
  'AR',
  'AU',
  'AT',
  'BE',
  'BR',
  'CA',
  'CH',
  'CN',
  'CZ',
  'DE',
  'DK',
  'EG',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IN',
  'IT',
  'JP',
  'MA',
  'MX',
  'NL',
  'NO',
  'PL',
  'PT',
  'SA',
  'SE',
  'US',
] as const;

export const planField = z.enum(BILLING_PLAN_IDS, { error: 'billingPlanInvalid' });
export const periodField = z.enum(BILLING_PERIODS, { error: 'billingPeriodInvalid' });

const cardNumberField = z
  .string({ error: 'cardNumberInvalid' })
  .check(z.refine((v) => luhnValid(cardDigits(v)), { error: 'cardNumberInvalid' }));

const cardExpiryField = z.string({ error: 'cardExpiryInvalid' }).check(
  z.refine((v) => parseExpiry(v) !== null, { error: 'cardExpiryInvalid', abort: true }),
  z.refine((v) => expiryInFuture(v), { error: 'cardExpired' }),
);

export const checkoutInputSchema = z.object({
  plan: planField,
  period: periodField,
  name: nameField,
  email: emailField,
  address: z
    .string({ error: 'billingAddressRequired' })
    .check(z.trim(), z.minLength(1, { error: 'billingAddressRequired' }), z.maxLength(300, { error: 'valueTooLong' })),
  country: z.enum(BILLING_COUNTRIES, { error: 'billingCountryInvalid' }),
  cardNumber: cardNumberField,
  cardExpiry: cardExpiryField,
  cardCvc: z.string({ error: 'cardCvcInvalid' }).check(z.regex(/^\d{3,4}$/, { error: 'cardCvcInvalid' })),
});
export type CheckoutInput = z.input<typeof checkoutInputSchema>;

export const billingOrderSchema = z.object({
  id: z.string(),
  /** The number the confirmation and the account's history show. */
  number: z.number(),
  plan: planField,
  period: periodField,
  amountMinor: z.number(),
  currency: z.string(),
  cardBrand: z.enum(CARD_BRANDS),
  cardLast4: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type BillingOrder = z.infer<typeof billingOrderSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  plan: planField,
  period: periodField,
  /** Trialing until trialEndsAt has passed, then active: the server says which on each read. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  trialEndsAt: z.nullable(z.string()),
  startedAt: z.string(),
  cancelledAt: z.nullable(z.string()),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const checkoutResultSchema = z.object({ order: billingOrderSchema, subscription: subscriptionSchema });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const billingAccountSchema = z.object({
  /** The current subscription (trialing or active), or null. */
  subscription: z.nullable(subscriptionSchema),
  /** Every order of this account on this site, newest first. */
  orders: z.array(billingOrderSchema),
});
export type BillingAccount = z.infer<typeof billingAccountSchema>;
