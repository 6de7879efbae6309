import { invoiceTotals } from '@common/invoices/totals';
import { minorDigits, parseMoney } from '@common/money';
import type { LangCode } from '@common/i18n/languages';
import { invoiceInputSchema, type Invoice, type InvoiceInput } from '@common/schemas/invoices';
import * as z from 'zod/mini';

/*
 * The invoice form's state as typed (strings for numbers, so a half-typed "12," is kept), and its
 * conversion to the API's input: amounts in minor units, the tax rate in basis points.
 */

export interface LineDraft {
  /** A stable React key: lines are added and removed anywhere. */
  key: number;
  description: string;
  quantity: string;
  unitPrice: string;
}

export interface InvoiceDraft {
  customerId: string | null;
  clientName: string;
  clientEmail: string;
  clientAddress: string;
  issueDate: string;
  dueDate: string;
  currency: string;
  language: LangCode;
  lines: LineDraft[];
  taxRate: string;
  discount: string;
  notes: string;
}

export const CURRENCIES = ['USD', 'EUR', 'PLN', 'GBP', 'CHF', 'BRL', 'CNY', 'AED', 'SAR'] as const;

let nextKey = 1;
export const emptyLine = (): LineDraft => ({ key: nextKey++, description: '', quantity: '1', unitPrice: '' });

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** A currency to start with for the interface language. */
function currencyFor(language: LangCode): string {
  if (language === 'pl') return 'PLN';
  if (language === 'br') return 'BRL';
  if (language === 'cn') return 'CNY';
  if (language === 'ar') return 'AED';
  if (language === 'en') return 'USD';
  return 'EUR';
}

export function newDraft(language: LangCode, today = new Date()): InvoiceDraft {
  return {
    customerId: null,
    clientName: '',
    clientEmail: '',
    clientAddress: '',
    issueDate: dayOf(today),
    dueDate: dayOf(new Date(today.getTime() + 14 * 86_400_000)),
    currency: currencyFor(language),
    language,
    lines: [emptyLine()],
    taxRate: '0',
    discount: '0',
    notes: '',
  };
}

const major = (minor: number, currency: string) => {
  const digits = minorDigits(currency);
  return (minor / 10 ** digits).toFixed(digits);
};

export function draftOf(invoice: Invoice): InvoiceDraft {
  return {
    customerId: invoice.customerId,
    clientName: invoice.clientName,
    clientEmail: invoice.clientEmail,
    clientAddress: invoice.clientAddress,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: invoice.currency,
    language: invoice.language,
    lines: invoice.lines.map((l) => ({
      key: nextKey++,
      description: l.description,
      quantity: String(l.quantity),
      unitPrice: major(l.unitPriceMinor, invoice.currency),
    })),
    taxRate: String(invoice.taxRateBp / 100),
    discount: major(invoice.discountMinor, invoice.currency),
    notes: invoice.notes,
  };
}

/** A typed number that is not one stays NaN, so the shared schema reports the field. */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** A percentage ("23", "7.5", "7,5") in basis points. */
const basisPoints = (text: string) => {
  const cleaned = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
};

export function inputOf(draft: InvoiceDraft): InvoiceInput {
  return {
    customerId: draft.customerId,
    clientName: draft.clientName,
    clientEmail: draft.clientEmail,
    clientAddress: draft.clientAddress,
    issueDate: draft.issueDate,
    dueDate: draft.dueDate,
    currency: draft.currency,
    language: draft.language,
    lines: draft.lines.map((l) => ({
      description: l.description,
      quantity: numberOf(l.quantity),
      unitPriceMinor: parseMoney(l.unitPrice, draft.currency) ?? Number.NaN,
    })),
    taxRateBp: basisPoints(draft.taxRate),
    discountMinor: draft.discount.trim() === '' ? 0 : (parseMoney(draft.discount, draft.currency) ?? Number.NaN),
    notes: draft.notes,
  };
}

/** The live totals: what is not a number yet counts as zero. */
export function liveTotals(draft: InvoiceDraft) {
  const input = inputOf(draft);
  const orZero = (n: number) => (Number.isFinite(n) ? n : 0);
  return invoiceTotals({
    lines: input.lines.map((l) => ({ quantity: orZero(l.quantity), unitPriceMinor: orZero(l.unitPriceMinor) })),
    taxRateBp: orZero(input.taxRateBp ?? 0),
    discountMinor: orZero(input.discountMinor ?? 0),
  });
}

/** Field path ("lines.0.quantity") -> error code, from the shared schema: the server's own rules. */
export function draftErrors(draft: InvoiceDraft): Record<string, string> {
  const result = z.safeParse(invoiceInputSchema, inputOf(draft));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.');
    // A NaN number fails the type check first: that code is the field's own "invalid" one.
    errors[path] ??= issue.message;
  }
  return errors;
}
