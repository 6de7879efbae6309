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
