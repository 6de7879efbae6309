/*
 * An invoice's sums, in integer minor units (cents), computed by this one function in the browser
 * (the live totals of the form) and on the server (what is stored, printed and e-mailed), so the
 * two can never disagree by a cent.
 */

export interface InvoiceLineAmounts {
  quantity: number;
  unitPriceMinor: number;
}

export interface InvoiceAmounts {
  lines: readonly InvoiceLineAmounts[];
  /** Tax rate in basis points: 2300 is 23 %. */
  taxRateBp: number;
  /** A fixed discount off the subtotal, before tax, in minor units. */
  discountMinor: number;
}

export interface InvoiceTotals {
  subtotalMinor: number;
  /** The discount applied: never more than the subtotal, so a total cannot go below zero. */
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** One line's amount: quantity times unit price. */
export function lineAmountMinor(line: InvoiceLineAmounts): number {
  return line.quantity * line.unitPriceMinor;
}

/**
 * Subtotal, discount, tax and total. Tax is on the discounted subtotal and rounded half up to
 * a whole minor unit once for the invoice (not per line), as most tax offices expect.
 */
export function invoiceTotals({ lines, taxRateBp, discountMinor }: InvoiceAmounts): InvoiceTotals {
  const subtotalMinor = lines.reduce((sum, line) => sum + lineAmountMinor(line), 0);
  const discount = Math.min(Math.max(0, discountMinor), subtotalMinor);
  const taxable = subtotalMinor - discount;
  // In BigInt: taxable * bp can pass 2^53 for large invoices, and the half-up rounding stays exact.
  const taxMinor = Number((BigInt(taxable) * BigInt(taxRateBp) + 5000n) / 10000n);
  return { subtotalMinor, discountMinor: discount, taxMinor, totalMinor: taxable + taxMinor };
}

/** What is still to pay after the payments recorded so far (never below zero). */
export function amountDueMinor(totalMinor: number, paidMinor: number): number {
  return Math.max(0, totalMinor - paidMinor);
}

/** Minor units per major unit for a currency (JPY has none, most have 100). */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** An amount for people, e.g. 1234.5 USD in `de` as "1.234,50 $". */
export function formatMoney(minor: number, currency: string, locale: string): string {
  const digits = minorDigits(currency);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
  } catch {
    return `${(minor / 10 ** digits).toFixed(digits)} ${currency}`;
  }
}

/** A typed amount ("12.5", "12,50") in minor units; null when it is not a number. */
export function parseMoney(text: string, currency: string): number | null {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 10 ** minorDigits(currency));
}
