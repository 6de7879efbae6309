import * as z from 'zod/mini';
import { emailField, nameField, queryInt, uuidField } from './fields';

/*
 * The eCommerce orders and customers apps (issue #34): what the admin lists, views and changes
 * (server: modules/ecommerce-orders; browser: features/ecommerce-orders). Everything is of the
 * request's site. Money is in minor units with its ISO 4217 code; days are UTC, YYYY-MM-DD.
 * Messages are error codes (errors.<code> or ecommerceOrders.error.<code> in the locales).
 */

/** As in db/schema/ecommerce.ts (the browser may not import server code). */
export const ORDER_STATUS_VALUES = ['paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];

/**
 * Where an order may go from where it is: shipped or called off once paid, delivered once shipped,
 * paid back at any point before it was cancelled. Cancelled and refunded are final: their money
 * left the figures, and bringing it back is a new order.
 */
export const ORDER_TRANSITIONS: Record<OrderStatusValue, readonly OrderStatusValue[]> = {
  paid: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

/**
 * The payment's state follows the order's (orders are taken paid): kept money is paid, a
 * cancelled order's payment was voided before capture, a refunded one was paid back.
 */
export const PAYMENT_STATUSES = ['paid', 'voided', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusOf = (status: OrderStatusValue): PaymentStatus =>
  status === 'cancelled' ? 'voided' : status === 'refunded' ? 'refunded' : 'paid';
/** The order statuses behind a payment status (for the list's filter). */
export const statusesWithPayment = (payment: PaymentStatus): OrderStatusValue[] =>
  ORDER_STATUS_VALUES.filter((s) => paymentStatusOf(s) === payment);

const isCalendarDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === value;
};
const dayField = z
  .string()
  .check(
    z.refine((v) => isCalendarDay(v) && v >= '2000-01-01' && v <= '2100-12-31', { error: 'dashboardDateInvalid' }),
  );
const searchField = z.optional(z.string().check(z.trim(), z.maxLength(100)));
const direction = z._default(z.enum(['asc', 'desc'], { error: 'notInList' }), 'desc');

export const ORDER_SORTS = ['number', 'createdAt', 'customer', 'total', 'status'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const listOrdersQuerySchema = z
  .object({
    page: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
    pageSize: queryInt(1, 100, 10),
    /** An order number (with or without #) or part of the customer's name or e-mail. */
    q: searchField,
    status: z.optional(z.enum(ORDER_STATUS_VALUES, { error: 'notInList' })),
    payment: z.optional(z.enum(PAYMENT_STATUSES, { error: 'notInList' })),
    from: z.optional(dayField),
    to: z.optional(dayField),
    customerId: z.optional(uuidField),
    sort: z._default(z.enum(ORDER_SORTS, { error: 'notInList' }), 'createdAt'),
    order: direction,
  })
  .check(z.refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], error: 'dashboardRangeInvalid' }));
export type ListOrdersQuery = z.infer<typeof listOrdersQuerySchema>;

const orderStatusField = z.enum(ORDER_STATUS_VALUES);

export const orderRowSchema = z.object({
  id: uuidField,
  number: z.int(),
  customerId: uuidField,
  customerName: z.string(),
  customerEmail: z.string(),
  status: orderStatusField,
  paymentStatus: z.enum(PAYMENT_STATUSES),
  totalMinor: z.int(),
  currency: z.string(),
  country: z.string(),
  items: z.int(),
  createdAt: z.string(),
});
export type OrderRow = z.infer<typeof orderRowSchema>;

export const orderListSchema = z.object({
  items: z.array(orderRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

export const addressSchema = z.object({
  id: uuidField,
  kind: z.enum(['shipping', 'billing']),
  name: z.string(),
  line1: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const statusChangeSchema = z.object({
  id: uuidField,
  from: orderStatusField,
  to: orderStatusField,
  by: z.string(),
  note: z.string(),
  at: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const orderDetailSchema = z.object({
  ...orderRowSchema.shape,
  lines: z.array(
    z.object({
      id: uuidField,
      productId: uuidField,
      name: z.string(),
      category: z.string(),
      quantity: z.int(),
      unitPriceMinor: z.int(),
    }),
  ),
  customerCountry: z.string(),
  customerOrders: z.int(),
  shippingAddress: z.nullable(addressSchema),
  billingAddress: z.nullable(addressSchema),
  /** Oldest first; the order's placing (createdAt) comes before them all. */
  history: z.array(statusChangeSchema),
  /** Where the status may go from here (ORDER_TRANSITIONS). */
  nextStatuses: z.array(orderStatusField),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const changeOrderStatusSchema = z.object({
  status: z.enum(ORDER_STATUS_VALUES, { error: 'notInList' }),
  note: z._default(z.string().check(z.trim(), z.maxLength(500, { error: 'valueTooLong' })), ''),
});
export type ChangeOrderStatusInput = z.infer<typeof changeOrderStatusSchema>;

export const CUSTOMER_SORTS = ['name', 'createdAt', 'orders', 'spent', 'country'] as const;

export const listCustomersQuerySchema = z.object({
  page: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: queryInt(1, 100, 10),
  /** Part of the name or e-mail. */
  q: searchField,
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, { error: 'notInList' }))),
  sort: z._default(z.enum(CUSTOMER_SORTS, { error: 'notInList' }), 'createdAt'),
  order: direction,
});
export type ListCustomersQuery = z.infer<typeof listCustomersQuerySchema>;

export const customerRowSchema = z.object({
  id: uuidField,
  name: z.string(),
  email: z.string(),
  country: z.string(),
  orders: z.int(),
  /** What the customer's kept orders (paid, shipped, delivered) came to, in the shop's currency. */
  spentMinor: z.int(),
  currency: z.nullable(z.string()),
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;

export const customerListSchema = z.object({
  items: z.array(customerRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});

/** What the customer agreed to hear from the shop; order updates only until changed. */
export const customerNotificationsSchema = z.object({
  orderUpdates: z.boolean(),
  promotions: z.boolean(),
  newsletter: z.boolean(),
});
export type CustomerNotifications = z.infer<typeof customerNotificationsSchema>;
export const CUSTOMER_NOTIFICATION_DEFAULTS: CustomerNotifications = {
  orderUpdates: true,
  promotions: false,
  newsletter: false,
};

export const customerDetailSchema = z.object({
  ...customerRowSchema.shape,
  lastOrderAt: z.nullable(z.string()),
  addresses: z.array(addressSchema),
  notifications: customerNotificationsSchema,
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

const countryField = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, { error: 'notInList' }));

/** PATCH: only what it names changes; an empty one is a mistake. */
export const updateCustomerSchema = z
  .object({
    name: z.optional(nameField),
    email: z.optional(emailField),
    country: z.optional(countryField),
    notifications: z.optional(customerNotificationsSchema),
  })
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'nothingToChange' }));
export type UpdateCustomerInput = z.infer<typeof updateCustomerSchema>;

/** One line of an address: required, one line (it is printed on labels), at most `max` characters. */
const addressLine = (required: string, max: number) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.maxLength(max, { error: 'valueTooLong' }),
      z.regex(/^[^\p{Cc}\p{Zl}\p{Zp}]*$/u, { error: 'invalidValue' }),
    );

/**
 * A customer's shipping or billing address as the admin types it (PUT replaces the default one of
 * that kind, or adds it when the customer has none). Postal codes differ too much by country for
 * one pattern: letters, digits, spaces and dashes, up to 12.
 */
export const saveAddressSchema = z.object({
  name: nameField,
  line1: addressLine('addressLineRequired', 200),
  city: addressLine('addressCityRequired', 100),
  postalCode: z
    .string({ error: 'addressPostalCodeInvalid' })
    .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,11}$/, { error: 'addressPostalCodeInvalid' })),
  country: countryField,
});
export type SaveAddressInput = z.infer<typeof saveAddressSchema>;

export const idParamSchema = z.object({ id: uuidField });
export const addressParamSchema = z.object({
  id: uuidField,
  kind: z.enum(['shipping', 'billing'], { error: 'notInList' }),
});
