import * as z from 'zod/mini';

/*
 * The shop's settings page (issue #34): store details, payments, checkout, shipping, locations
 * and notifications, saved per site (server: modules/ecommerce-orders/settings-service.ts). The
 * whole set is sent and stored at once; a site that never saved has SHOP_SETTINGS_DEFAULTS.
 * Money in minor units of the shop's currency.
 */

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, { error: 'valueTooLong' }));
const required = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, { error: 'valueRequired' }), z.maxLength(max, { error: 'valueTooLong' }));
const money = z.int().check(z.minimum(0), z.maximum(100_000_000));

export const shopSettingsSchema = z.object({
  store: z.object({
    name: required(100),
    /** Where customers write; empty = none shown. */
    email: z.union([z.literal(''), z.email({ error: 'emailInvalid' })]),
    phone: text(40),
  }),
  payments: z
    .object({ card: z.boolean(), paypal: z.boolean(), transfer: z.boolean(), cashOnDelivery: z.boolean() })
    .check(
      // A shop nobody can pay in takes no orders: at least one way to pay.
      z.refine((p) => p.card || p.paypal || p.transfer || p.cashOnDelivery, { error: 'valueRequired' }),
    ),
  checkout: z.object({ guestCheckout: z.boolean(), requirePhone: z.boolean(), orderNotes: z.boolean() }),
  shipping: z.object({
    flatRateMinor: money,
    /** Orders from this amount ship free; null = never free. */
    freeOverMinor: z.nullable(money),
  }),
  locations: z
    .array(z.object({ name: required(100), address: required(200) }))
    .check(z.maxLength(10, { error: 'valueTooLong' })),
  notifications: z.object({ orderPlaced: z.boolean(), orderShipped: z.boolean(), orderRefunded: z.boolean() }),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const shopSettingsAnswerSchema = z.object({
  settings: shopSettingsSchema,
  /** When they were last saved; null = never (the defaults). */
  updatedAt: z.nullable(z.string()),
});

/** A new shop: card and transfer, guests welcome, no shipping fee, every notification on. */
export const shopSettingsDefaults = (storeName: string): ShopSettings => ({
  store: { name: storeName, email: '', phone: '' },
  payments: { card: true, paypal: false, transfer: true, cashOnDelivery: false },
  checkout: { guestCheckout: true, requirePhone: false, orderNotes: true },
  shipping: { flatRateMinor: 0, freeOverMinor: null },
  locations: [],
  notifications: { orderPlaced: true, orderShipped: true, orderRefunded: true },
});
