import * as z from 'zod/mini';
import { emailField, languageField, queryInt, uuidField } from './fields';

/*
 * The invoice app (issue #34): invoices of a site's shop, their lines and payments. Money is in
 * integer minor units with an ISO 4217 code; sums come from src/common/invoices/totals.ts on both
 * sides. Error codes are `invoice*` or generic ones, with texts in errors.json like every field code.
 */

/**
 * Where an invoice is: written but not sent, sent, paid in part, paid in full. Partial and paid
 * follow from the payments recorded (the server sets them); draft and sent from the send action.
 */
export const INVOICE_STATUSES = ['draft', 'sent', 'partial', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
/**
 * What the list and the invoice show: the stored status, except that a sent or part-paid invoice
 * whose due date has passed (UTC calendar day) is past due. The server decides it on each read.
 */
export const INVOICE_SHOWN_STATUSES = [...INVOICE_STATUSES, 'pastDue'] as const;
export type InvoiceShownStatus = (typeof INVOICE_SHOWN_STATUSES)[number];

/** Bounds that keep every sum exact in a JS number (below 2^53): 100 lines of 10 000 at 10^9. */
export const INVOICE_MAX_LINES = 100;
export const INVOICE_MAX_QUANTITY = 10_000;
export const INVOICE_MAX_UNIT_PRICE = 1_000_000_000;
export const INVOICE_MAX_TAX_BP = 10_000;
export const PAYMENT_METHODS = ['bank', 'card', 'cash', 'paypal', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A calendar day, YYYY-MM-DD, that exists. */
export const dayField = z.string({ error: 'invoiceDateInvalid' }).check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invoiceDateInvalid' }),
  z.refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'invoiceDateInvalid',
    },
  ),
);

export const currencyField = z.string().check(z.regex(/^[A-Z]{3}$/, { error: 'invoiceCurrencyInvalid' }));

const intIn = (min: number, max: number, error: string) =>
  z.int({ error }).check(z.minimum(min, { error }), z.maximum(max, { error }));

export const invoiceLineInputSchema = z.object({
  description: z
    .string({ error: 'invoiceLineDescriptionRequired' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'invoiceLineDescriptionRequired' }),
      z.maxLength(200, { error: 'valueTooLong' }),
    ),
  quantity: intIn(1, INVOICE_MAX_QUANTITY, 'invoiceQuantityInvalid'),
  unitPriceMinor: intIn(0, INVOICE_MAX_UNIT_PRICE, 'invoicePriceInvalid'),
});
export type InvoiceLineInput = z.infer<typeof invoiceLineInputSchema>;

export const invoiceInputSchema = z
  .object({
    /** The e-commerce customer the client was picked from, if any (the fields below are kept as typed). */
    customerId: z._default(z.nullable(uuidField), null),
    clientName: z
      .string({ error: 'invoiceClientRequired' })
      .check(z.trim(), z.minLength(1, { error: 'invoiceClientRequired' }), z.maxLength(200, { error: 'valueTooLong' })),
    clientEmail: emailField,
    clientAddress: z._default(z.string().check(z.trim(), z.maxLength(500, { error: 'valueTooLong' })), ''),
    issueDate: dayField,
    dueDate: dayField,
    currency: currencyField,
    language: languageField,
    lines: z
      .array(invoiceLineInputSchema)
      .check(
        z.minLength(1, { error: 'invoiceLinesRequired' }),
        z.maxLength(INVOICE_MAX_LINES, { error: 'valueTooLong' }),
      ),
    taxRateBp: z._default(intIn(0, INVOICE_MAX_TAX_BP, 'invoiceTaxInvalid'), 0),
    discountMinor: z._default(intIn(0, INVOICE_MAX_UNIT_PRICE, 'invoicePriceInvalid'), 0),
    notes: z._default(z.string().check(z.trim(), z.maxLength(2000, { error: 'valueTooLong' })), ''),
  })
  .check(z.refine((v) => v.dueDate >= v.issueDate, { path: ['dueDate'], error: 'invoiceDueBeforeIssue' }));
export type InvoiceInput = z.input<typeof invoiceInputSchema>;
export type InvoiceInputOut = z.output<typeof invoiceInputSchema>;

export const INVOICE_SORTS = ['number', 'client', 'issueDate', 'dueDate', 'total', 'status'] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

export const listInvoicesQuerySchema = z.object({
  page: queryInt(1, Number.MAX_SAFE_INTEGER, 1),
  pageSize: queryInt(1, 100, 10),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  status: z.optional(z.enum(INVOICE_SHOWN_STATUSES)),
  /** Issue dates from and to, both included. */
  from: z.optional(dayField),
  to: z.optional(dayField),
  sort: z._default(z.enum(INVOICE_SORTS), 'number'),
  order: z._default(z.enum(['asc', 'desc']), 'desc'),
});
export type ListInvoicesQuery = z.input<typeof listInvoicesQuerySchema>;

export const invoiceNumberParamSchema = z.object({
  number: z.pipe(z.coerce.number(), z.int().check(z.minimum(1), z.maximum(2_000_000_000))),
});

export const invoicePaymentParamSchema = z.object({
  ...invoiceNumberParamSchema.shape,
  paymentId: uuidField,
});

export const invoiceSummarySchema = z.object({
  id: uuidField,
  number: z.int(),
  status: z.enum(INVOICE_SHOWN_STATUSES),
  clientName: z.string(),
  clientEmail: z.string(),
  issueDate: z.string(),
  dueDate: z.string(),
  currency: z.string(),
  totalMinor: z.int(),
  paidMinor: z.int(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

/** How many of the site's invoices are in each shown status (whatever the list's filters). */
export const invoiceStatsSchema = z.object({
  draft: z.int(),
  sent: z.int(),
  partial: z.int(),
  paid: z.int(),
  pastDue: z.int(),
});
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>;

export const invoiceListSchema = z.object({
  items: z.array(invoiceSummarySchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
  stats: invoiceStatsSchema,
});

export const invoicePaymentSchema = z.object({
  id: uuidField,
  amountMinor: z.int(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

export const invoiceSchema = z.object({
  ...invoiceSummarySchema.shape,
  customerId: z.nullable(uuidField),
  clientAddress: z.string(),
  language: languageField,
  lines: z.array(z.object({ ...invoiceLineInputSchema.shape, amountMinor: z.int() })),
  taxRateBp: z.int(),
  subtotalMinor: z.int(),
  discountMinor: z.int(),
  taxMinor: z.int(),
  notes: z.string(),
  sentAt: z.nullable(z.string()),
  payments: z.array(invoicePaymentSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const sendInvoiceSchema = z.object({
  /** Defaults to the client's e-mail. */
  to: z.optional(emailField),
  message: z._default(z.string().check(z.trim(), z.maxLength(2000, { error: 'valueTooLong' })), ''),
});
export type SendInvoiceInput = z.input<typeof sendInvoiceSchema>;

export const paymentInputSchema = z.object({
  amountMinor: intIn(1, 1_000_000_000_000, 'invoicePaymentInvalid'),
  paidOn: dayField,
  method: z._default(z.enum(PAYMENT_METHODS, { error: 'notInList' }), 'bank'),
  note: z._default(z.string().check(z.trim(), z.maxLength(200, { error: 'valueTooLong' })), ''),
});
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** The site's e-commerce customers for the client picker. */
export const invoiceCustomersQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export const invoiceCustomerSchema = z.object({
  id: uuidField,
  name: z.string(),
  email: z.string(),
  country: z.string(),
});
export type InvoiceCustomer = z.infer<typeof invoiceCustomerSchema>;
