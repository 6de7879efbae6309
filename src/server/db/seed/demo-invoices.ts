import { asc, eq } from 'drizzle-orm';
import { invoiceTotals } from '../../../common/invoices/totals';
import { SITES } from '../../../common/sites';
import type { InvoiceStatus } from '../../../common/schemas/invoices';
import type { Db } from '../client';
import { ecommerceCustomers, ecommerceOrders, invoiceLines, invoicePayments, invoices } from '../schema';

/*
 * A few invoices per site for the invoice app (issue #34), billed to the site's demo shop
 * customers, numbered 5031 to 5036: the template's menu opens #5036 for preview and edit.
 */

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

interface DemoInvoice {
  number: number;
  daysAgo: number;
  status: InvoiceStatus;
  taxRateBp: number;
  discountMinor: number;
  lines: { description: string; quantity: number; unitPriceMinor: number }[];
}

const DEMO: DemoInvoice[] = [
  {
    number: 5031,
    daysAgo: 60,
    status: 'paid',
    taxRateBp: 2300,
    discountMinor: 0,
    lines: [{ description: 'Website maintenance, one month', quantity: 1, unitPriceMinor: 45_000 }],
  },
  {
    number: 5032,
    daysAgo: 45,
    status: 'paid',
    taxRateBp: 2000,
    discountMinor: 1_000,
    lines: [
      { description: 'Product photography session', quantity: 1, unitPriceMinor: 32_000 },
      { description: 'Edited photographs', quantity: 24, unitPriceMinor: 800 },
    ],
  },
  {
    number: 5033,
    daysAgo: 30,
    status: 'partial',
    taxRateBp: 800,
    discountMinor: 0,
    lines: [
      { description: 'Consulting, hours', quantity: 12, unitPriceMinor: 9_500 },
      { description: 'Travel costs', quantity: 1, unitPriceMinor: 12_050 },
    ],
  },
  {
    number: 5034,
    daysAgo: 20,
    status: 'sent',
    taxRateBp: 2300,
    discountMinor: 0,
    lines: [{ description: 'Annual support plan', quantity: 1, unitPriceMinor: 120_000 }],
  },
  {
    number: 5035,
    daysAgo: 8,
    status: 'sent',
    taxRateBp: 1900,
    discountMinor: 2_500,
    lines: [
      { description: 'Logo design', quantity: 1, unitPriceMinor: 60_000 },
      { description: 'Business cards, boxes of 100', quantity: 3, unitPriceMinor: 2_900 },
    ],
  },
  {
    number: 5036,
    daysAgo: 2,
    status: 'draft',
    taxRateBp: 2300,
    discountMinor: 0,
    lines: [
      { description: 'UI/UX design, hours', quantity: 10, unitPriceMinor: 8_500 },
      { description: 'Landing page development', quantity: 1, unitPriceMinor: 150_000 },
      { description: 'Hosting, months', quantity: 12, unitPriceMinor: 1_500 },
    ],
  },
];

/** Seeds each site's demo invoices; called with the demo shop, on an empty database only. */
export async function seedDemoInvoices(db: Db, today = new Date()): Promise<void> {
  for (const site of SITES) {
    const customers = await db
      .select()
      .from(ecommerceCustomers)
      .where(eq(ecommerceCustomers.site, site.id))
      .orderBy(asc(ecommerceCustomers.createdAt))
      .limit(DEMO.length);
    const [order] = await db
      .select({ currency: ecommerceOrders.currency })
      .from(ecommerceOrders)
      .where(eq(ecommerceOrders.site, site.id))
      .limit(1);
    const currency = order?.currency ?? 'USD';
    for (const [i, demo] of DEMO.entries()) {
      const customer = customers[i % Math.max(1, customers.length)];
      const issued = new Date(today.getTime() - demo.daysAgo * DAY_MS);
      const totals = invoiceTotals(demo);
      const paidMinor =
        demo.status === 'paid' ? totals.totalMinor : demo.status === 'partial' ? Math.floor(totals.totalMinor / 2) : 0;
      const [row] = await db
        .insert(invoices)
        .values({
          site: site.id,
          number: demo.number,
          status: demo.status,
          customerId: customer?.id ?? null,
          clientName: customer?.name ?? 'Demo Client Ltd',
          clientEmail: customer?.email ?? 'client@example.test',
          clientAddress: '',
          issueDate: dayOf(issued),
          dueDate: dayOf(new Date(issued.getTime() + 14 * DAY_MS)),
          currency,
          language: site.defaultLang,
          taxRateBp: demo.taxRateBp,
          ...totals,
          paidMinor,
          notes: 'Thank you for your business.',
          sentAt: demo.status === 'draft' ? null : issued,
        })
        .returning({ id: invoices.id });
      await db.insert(invoiceLines).values(demo.lines.map((l, position) => ({ invoiceId: row!.id, position, ...l })));
      if (paidMinor > 0) {
        await db.insert(invoicePayments).values({
          invoiceId: row!.id,
          amountMinor: paidMinor,
          paidOn: dayOf(new Date(issued.getTime() + 7 * DAY_MS)),
          method: 'bank',
        });
      }
    }
  }
}
