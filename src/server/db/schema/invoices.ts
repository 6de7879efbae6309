import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { INVOICE_STATUSES, PAYMENT_METHODS } from '../../../common/schemas/invoices';
import { ecommerceCustomers } from './ecommerce';

/*
 * The invoice app (issue #34): a site's invoices with their lines and payments. Money in minor
 * units with the ISO 4217 code; the sums are kept on the invoice (computed by
 * src/common/invoices/totals.ts when it is saved) so lists sort and filter on them without joins.
 * Sums are bigint: a hundred large lines pass 2^31 cents.
 */

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    /** The number people quote (#5036), counted per site. */
    number: integer('number').notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    /** The shop customer the client was picked from; the client's fields are a copy kept as billed. */
    customerId: uuid('customer_id').references(() => ecommerceCustomers.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull(),
    clientEmail: text('client_email').notNull(),
    clientAddress: text('client_address').notNull().default(''),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    /** The language the PDF and the e-mail are written in. */
    language: text('language').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** The sum of the payments, kept here for the list. */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    notes: text('notes').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_site_number').on(t.site, t.number),
    index('invoices_site_issue').on(t.site, t.issueDate),
    // The list's search box (substring of the client's name or e-mail) at scale: trigrams (pg_trgm).
    index('invoices_client_name_trgm').using('gin', t.clientName.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('invoices_client_email_trgm').using('gin', t.clientEmail.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('invoices_total', sql`${t.totalMinor} >= 0`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_lines_invoice').on(t.invoiceId, t.position)],
);

export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice').on(t.invoiceId),
    check('invoice_payments_amount', sql`${t.amountMinor} > 0`),
  ],
);
