import { invoiceTotals } from '@common/invoices/totals';
import { describe, expect, it } from 'vitest';
import { draftErrors, inputOf, liveTotals, newDraft, type InvoiceDraft } from './form-state';

const filled = (): InvoiceDraft => ({
  ...newDraft('en', new Date('2026-03-01T10:00:00Z')),
  clientName: 'Acme',
  clientEmail: 'billing@acme.example.test',
  currency: 'USD',
  lines: [
    { key: 1, description: 'Design', quantity: '2', unitPrice: '150' },
    { key: 2, description: 'Hosting', quantity: '1', unitPrice: '49,99' },
  ],
  taxRate: '23',
  discount: '',
});

describe('the invoice form state', () => {
  it('turns typed amounts into minor units and the tax rate into basis points', () => {
    const input = inputOf(filled());
    expect(input.lines.map((l) => l.unitPriceMinor)).toEqual([15_000, 4_999]);
    expect(input.taxRateBp).toBe(2300);
    expect(input.discountMinor).toBe(0);
    expect(input.dueDate).toBe('2026-03-15');
  });

  it('shows the totals the server will store (the same shared function)', () => {
    const draft = filled();
    expect(liveTotals(draft)).toEqual(invoiceTotals(inputOf(draft) as Parameters<typeof invoiceTotals>[0]));
    expect(liveTotals(draft).totalMinor).toBe(43_049);
  });

  it('counts what is not a number yet as zero in the live totals, and reports it as an error', () => {
    const draft = filled();
    draft.lines[1]!.unitPrice = '4x';
    expect(liveTotals(draft).subtotalMinor).toBe(30_000);
    expect(draftErrors(draft)).toEqual({ 'lines.1.unitPriceMinor': 'invoicePriceInvalid' });
  });

  it('finds the errors the server would: the shared schema', () => {
    const draft = { ...filled(), clientName: '', taxRate: '101' };
    expect(draftErrors(draft)).toMatchObject({ clientName: 'invoiceClientRequired', taxRateBp: 'invoiceTaxInvalid' });
    // The dates are compared once every field is valid.
    expect(draftErrors({ ...filled(), dueDate: '2026-02-01' })).toEqual({ dueDate: 'invoiceDueBeforeIssue' });
    expect(draftErrors(filled())).toEqual({});
  });
});
