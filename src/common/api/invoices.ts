import * as z from 'zod/mini';
import { okSchema } from '../schemas/auth';
import {
  invoiceCustomerSchema,
  invoiceCustomersQuerySchema,
  invoiceInputSchema,
  invoiceListSchema,
  invoiceNumberParamSchema,
  invoicePaymentParamSchema,
  invoiceSchema,
  listInvoicesQuerySchema,
  paymentInputSchema,
  sendInvoiceSchema,
} from '../schemas/invoices';
import { defineEndpoint, errorResponses } from './endpoint';

/**
 * The invoice app (issue #34; server: modules/invoices): the request's site's invoices, named by
 * their number (#5036) as people quote them. Reading needs `read Invoice`, writing the action's own.
 */
const tags = ['invoices'];
const errors = errorResponses(400, 401, 403, 404);

export const listInvoices = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'Invoice' },
  tags,
  method: 'GET',
  path: '/invoices',
  summary: "The site's invoices, paged, by status and issue date, searchable, sorted",
  query: listInvoicesQuerySchema,
  responses: { 200: invoiceListSchema, ...errors },
});

export const invoiceCustomers = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'Invoice' },
  tags,
  method: 'GET',
  path: '/invoices/customers',
  summary: "The site's shop customers to bill (at most 20, by name or e-mail)",
  query: invoiceCustomersQuerySchema,
  responses: { 200: z.array(invoiceCustomerSchema), ...errors },
});

export const createInvoice = defineEndpoint({
  access: { kind: 'permission', action: 'create', subject: 'Invoice' },
  tags,
  method: 'POST',
  path: '/invoices',
  summary: 'Create an invoice (a draft with the next number); the server computes its totals',
  body: invoiceInputSchema,
  responses: { 201: invoiceSchema, ...errors },
});

export const viewInvoice = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'Invoice' },
  tags,
  method: 'GET',
  path: '/invoices/:number',
  summary: 'One invoice with its lines and payments',
  params: invoiceNumberParamSchema,
  responses: { 200: invoiceSchema, ...errors },
});

export const updateInvoice = defineEndpoint({
  access: { kind: 'permission', action: 'update', subject: 'Invoice' },
  tags,
  method: 'PUT',
  path: '/invoices/:number',
  summary: 'Replace an invoice’s client, dates, lines, tax, discount and notes',
  params: invoiceNumberParamSchema,
  body: invoiceInputSchema,
  responses: { 200: invoiceSchema, ...errors },
});

export const deleteInvoice = defineEndpoint({
  access: { kind: 'permission', action: 'delete', subject: 'Invoice' },
  tags,
  method: 'DELETE',
  path: '/invoices/:number',
  summary: 'Delete an invoice with its lines and payments',
  params: invoiceNumberParamSchema,
  responses: { 200: okSchema, ...errors },
});

export const invoicePdf = defineEndpoint({
  access: { kind: 'permission', action: 'read', subject: 'Invoice' },
  tags,
  method: 'GET',
  path: '/invoices/:number/pdf',
  summary: 'The invoice as a PDF (application/pdf), in its language and currency',
  params: invoiceNumberParamSchema,
  // The answer is the PDF's bytes, sent as they are; the schema documents it as a string.
  responses: { 200: z.string(), ...errors },
});

export const sendInvoice = defineEndpoint({
  access: { kind: 'permission', action: 'update', subject: 'Invoice' },
  tags,
  method: 'POST',
  path: '/invoices/:number/send',
  summary: 'E-mail the invoice with its PDF attached; a draft becomes sent',
  params: invoiceNumberParamSchema,
  body: sendInvoiceSchema,
  responses: { 200: invoiceSchema, ...errors },
});

export const addInvoicePayment = defineEndpoint({
  access: { kind: 'permission', action: 'update', subject: 'Invoice' },
  tags,
  method: 'POST',
  path: '/invoices/:number/payments',
  summary: 'Record a payment; the invoice becomes paid in part or in full',
  params: invoiceNumberParamSchema,
  body: paymentInputSchema,
  responses: { 201: invoiceSchema, ...errors },
});

export const deleteInvoicePayment = defineEndpoint({
  access: { kind: 'permission', action: 'delete', subject: 'Invoice' },
  tags,
  method: 'DELETE',
  path: '/invoices/:number/payments/:paymentId',
  summary: 'Delete a payment recorded by mistake; the paid sum and the status are counted again',
  params: invoicePaymentParamSchema,
  responses: { 200: invoiceSchema, ...errors },
});
