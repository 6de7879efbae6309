import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { invoiceTotals, lineAmountMinor } from '../../../common/invoices/totals';
import type { LangCode } from '../../../common/i18n/languages';
import type * as z from 'zod/mini';
import type {
  Invoice,
  InvoiceInputOut,
  InvoiceShownStatus,
  InvoiceStats,
  InvoiceStatus,
  InvoiceSummary,
  listInvoicesQuerySchema,
  paymentInputSchema,
} from '../../../common/schemas/invoices';
import type { Db } from '../../db/client';
import { ecommerceCustomers, invoiceLines, invoicePayments, invoices } from '../../db/schema';
import { HttpError } from '../../http-error';
import { containsPattern } from '../../db/contains-pattern';

type InvoiceRow = typeof invoices.$inferSelect;
type ListQuery = z.output<typeof listInvoicesQuerySchema>;

/** The first number a site's invoices get (the template's demo numbers are in the 5000s). */
export const FIRST_INVOICE_NUMBER = 5001;

/** Today as a UTC calendar day: a due date before it has passed. */
const today = () => new Date().toISOString().slice(0, 10);
/** The stored statuses that still wait for money once sent. */
const AWAITING = ['sent', 'partial'] as const satisfies readonly InvoiceStatus[];

/** The status people see: an awaited invoice past its due date is past due. */
export function shownStatus(row: Pick<InvoiceRow, 'status' | 'dueDate'>, day = today()): InvoiceShownStatus {
  return (AWAITING as readonly string[]).includes(row.status) && row.dueDate < day ? 'pastDue' : row.status;
}

/** The list's status filter in SQL: past due is a condition on the due date, not a stored value. */
function statusCondition(status: InvoiceShownStatus, day: string): SQL {
  const pastDue = and(inArray(invoices.status, [...AWAITING]), lt(invoices.dueDate, day))!;
  if (status === 'pastDue') return pastDue;
  if (status === 'sent' || status === 'partial') return and(eq(invoices.status, status), not(pastDue))!;
  return eq(invoices.status, status);
}

function summaryOf(row: InvoiceRow, day = today()): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    status: shownStatus(row, day),
    clientName: row.clientName,
    clientEmail: row.clientEmail,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    currency: row.currency,
    totalMinor: row.totalMinor,
    paidMinor: row.paidMinor,
  };
}

/** Paid in full, in part, or not: what the payments say, else whether it went out. */
function statusAfterPayments(totalMinor: number, paidMinor: number, sent: boolean): InvoiceStatus {
  if (paidMinor > 0 && paidMinor >= totalMinor) return 'paid';
  if (paidMinor > 0) return 'partial';
  return sent ? 'sent' : 'draft';
}

const SORT_COLUMNS = {
  number: invoices.number,
  client: invoices.clientName,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  total: invoices.totalMinor,
  status: invoices.status,
} as const;

export async function listInvoices(db: Db, site: string, query: ListQuery) {
  const day = today();
  const where: SQL[] = [eq(invoices.site, site)];
  if (query.status) where.push(statusCondition(query.status, day));
  if (query.from) where.push(gte(invoices.issueDate, query.from));
  if (query.to) where.push(lte(invoices.issueDate, query.to));
  if (query.q) {
    const pattern = containsPattern(query.q);
    const byNumber = /^#?\d{1,9}$/.test(query.q) ? [eq(invoices.number, Number(query.q.replace('#', '')))] : [];
    where.push(or(ilike(invoices.clientName, pattern), ilike(invoices.clientEmail, pattern), ...byNumber)!);
  }
  const condition = and(...where);
  const column = SORT_COLUMNS[query.sort];
  const order = query.order === 'asc' ? asc(column) : desc(column);
  const [rows, [count], stats] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(condition)
      // The number breaks ties, so a page never shows a row of the next one.
      .orderBy(order, desc(invoices.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(condition),
    statsOf(db, site, day),
  ]);
  return {
    items: rows.map((row) => summaryOf(row, day)),
    total: count?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    stats,
  };
}

/** The site's invoices counted by shown status, for the list's statistics. */
async function statsOf(db: Db, site: string, day: string): Promise<InvoiceStats> {
  const awaiting = sql.join(
    AWAITING.map((s) => sql`${s}`),
    sql`, `,
  );
  const shown = sql<InvoiceShownStatus>`case when ${invoices.status} in (${awaiting}) and ${invoices.dueDate} < ${day}
    then 'pastDue' else ${invoices.status} end`;
  const rows = await db
    .select({ status: shown, n: sql<number>`count(*)::int` })
    .from(invoices)
    .where(eq(invoices.site, site))
    // By position: the day is a parameter, and a second copy of it would be another expression.
    .groupBy(sql`1`);
  const stats: InvoiceStats = { draft: 0, sent: 0, partial: 0, paid: 0, pastDue: 0 };
  for (const row of rows) stats[row.status] = Number(row.n);
  return stats;
}

async function rowOf(db: Db, site: string, number: number): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.site, site), eq(invoices.number, number)));
  if (!row) throw new HttpError(404, 'invoiceNotFound');
  return row;
}

export async function viewInvoice(db: Db, site: string, number: number): Promise<Invoice> {
  const row = await rowOf(db, site, number);
  const [lines, payments] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id)).orderBy(asc(invoiceLines.position)),
    db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, row.id)).orderBy(asc(invoicePayments.paidOn)),
  ]);
  return {
    ...summaryOf(row),
    customerId: row.customerId,
    clientAddress: row.clientAddress,
    language: row.language as LangCode,
    lines: lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unitPriceMinor: l.unitPriceMinor,
      amountMinor: lineAmountMinor(l),
    })),
    taxRateBp: row.taxRateBp,
    subtotalMinor: row.subtotalMinor,
    discountMinor: row.discountMinor,
    taxMinor: row.taxMinor,
    notes: row.notes,
    sentAt: row.sentAt?.toISOString() ?? null,
    payments: payments.map((p) => ({
      id: p.id,
      amountMinor: p.amountMinor,
      paidOn: p.paidOn,
      method: p.method,
      note: p.note,
    })),
  };
}

/** The columns an input sets, with the sums computed here (never taken from the caller). */
async function columnsOf(db: Db, site: string, input: InvoiceInputOut) {
  if (input.customerId) {
    const [customer] = await db
      .select({ id: ecommerceCustomers.id })
      .from(ecommerceCustomers)
      .where(and(eq(ecommerceCustomers.id, input.customerId), eq(ecommerceCustomers.site, site)));
    if (!customer) throw new HttpError(400, 'notInList', { fields: { customerId: 'notInList' } });
  }
  const totals = invoiceTotals(input);
  return {
    customerId: input.customerId,
    clientName: input.clientName,
    clientEmail: input.clientEmail,
    clientAddress: input.clientAddress,
    issueDate: input.issueDate,
    dueDate: input.dueDate,
    currency: input.currency,
    language: input.language,
    taxRateBp: input.taxRateBp,
    notes: input.notes,
    ...totals,
  };
}

function lineRows(invoiceId: string, input: InvoiceInputOut) {
  return input.lines.map((line, position) => ({ invoiceId, position, ...line }));
}

export async function createInvoice(db: Db, site: string, input: InvoiceInputOut, number?: number): Promise<Invoice> {
  const columns = await columnsOf(db, site, input);
  const created = await db.transaction(async (tx) => {
    // One writer at a time per site picks the next number (the unique index would refuse a twin).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoices:${site}`}))`);
    const [last] = await tx
      .select({ n: sql<number | null>`max(${invoices.number})` })
      .from(invoices)
      .where(eq(invoices.site, site));
    const next = number ?? Math.max(FIRST_INVOICE_NUMBER, (last?.n ?? 0) + 1);
    const [row] = await tx
      .insert(invoices)
      .values({ site, number: next, ...columns })
      .returning({ id: invoices.id, number: invoices.number });
    await tx.insert(invoiceLines).values(lineRows(row!.id, input));
    return row!;
  });
  return viewInvoice(db, site, created.number);
}

export async function updateInvoice(db: Db, site: string, number: number, input: InvoiceInputOut): Promise<Invoice> {
  const row = await rowOf(db, site, number);
  const columns = await columnsOf(db, site, input);
  await db.transaction(async (tx) => {
    await tx
      .update(invoices)
      .set({
        ...columns,
        status: statusAfterPayments(columns.totalMinor, row.paidMinor, row.sentAt !== null),
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, row.id));
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
    await tx.insert(invoiceLines).values(lineRows(row.id, input));
  });
  return viewInvoice(db, site, number);
}

export async function deleteInvoice(db: Db, site: string, number: number): Promise<void> {
  const row = await rowOf(db, site, number);
  await db.delete(invoices).where(eq(invoices.id, row.id));
}

export async function markSent(db: Db, site: string, number: number): Promise<Invoice> {
  const row = await rowOf(db, site, number);
  await db
    .update(invoices)
    .set({
      sentAt: new Date(),
      status: statusAfterPayments(row.totalMinor, row.paidMinor, true),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, row.id));
  return viewInvoice(db, site, number);
}

export async function addPayment(
  db: Db,
  site: string,
  number: number,
  input: z.output<typeof paymentInputSchema>,
): Promise<Invoice> {
  const row = await rowOf(db, site, number);
  await db.transaction(async (tx) => {
    await tx.insert(invoicePayments).values({ invoiceId: row.id, ...input });
    await recountPayments(tx, row);
  });
  return viewInvoice(db, site, number);
}

/**
 * Removes a payment recorded by mistake; the paid sum and the status are counted again from the
 * payments left. A payment of another invoice (or site) is a 404 like a missing one.
 */
export async function deletePayment(db: Db, site: string, number: number, paymentId: string): Promise<Invoice> {
  const row = await rowOf(db, site, number);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(invoicePayments)
      .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, row.id)))
      .returning({ id: invoicePayments.id });
    if (removed.length === 0) throw new HttpError(404, 'notFound');
    await recountPayments(tx, row);
  });
  return viewInvoice(db, site, number);
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Sets the invoice's paid sum from its payments and its status from that sum. */
async function recountPayments(tx: Tx, row: InvoiceRow): Promise<void> {
  const [sum] = await tx
    .select({ n: sql<number>`coalesce(sum(${invoicePayments.amountMinor}), 0)::bigint` })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, row.id));
  const paidMinor = Number(sum?.n ?? 0);
  await tx
    .update(invoices)
    .set({
      paidMinor,
      status: statusAfterPayments(row.totalMinor, paidMinor, row.sentAt !== null),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, row.id));
}

/** The site's shop customers whose name or e-mail contains `q`, for the client picker. */
export async function findCustomers(db: Db, site: string, q: string | undefined) {
  const where: SQL[] = [eq(ecommerceCustomers.site, site)];
  if (q) {
    const pattern = containsPattern(q);
    where.push(or(ilike(ecommerceCustomers.name, pattern), ilike(ecommerceCustomers.email, pattern))!);
  }
  return db
    .select({
      id: ecommerceCustomers.id,
      name: ecommerceCustomers.name,
      email: ecommerceCustomers.email,
      country: ecommerceCustomers.country,
    })
    .from(ecommerceCustomers)
    .where(and(...where))
    .orderBy(asc(ecommerceCustomers.name))
    .limit(20);
}
