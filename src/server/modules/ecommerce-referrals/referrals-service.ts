import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  CreatePayoutInput,
  CreateReferralInput,
  ListReferralsQuery,
  Payout,
  ReferralList,
  ReferralRow,
  ReferralStats,
} from '../../../common/schemas/ecommerce-referrals';
import type { Db } from '../../db/client';
import {
  ecommerceCustomers,
  ecommerceOrders,
  ecommerceReferralCodes,
  ecommerceReferralOrders,
  ecommerceReferralPayouts,
  KEPT_ORDER_STATUSES,
} from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { containsPattern } from '../../db/contains-pattern';

/*
 * The referral programme's queries. Earnings are counted from the referred orders on every read,
 * as the customers app counts spending, so a refunded or cancelled order stops earning the moment
 * its status changes: commission is each kept order's total times the code's rate, rounded half up
 * per order (commissionOf in the shared schema says the same in TypeScript).
 */

/** A search's own % and _ match themselves (modules do not import each other's helpers). */

const r = ecommerceReferralCodes;
const c = ecommerceCustomers;
const p = ecommerceReferralPayouts;

const kept = sql.join(
  KEPT_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
// A select from one table renders its columns unqualified: the subqueries alias their tables.
const codeId = sql`${r}.id`;
const ordersOf = sql<number>`(select count(*) from ${ecommerceReferralOrders} ro where ro.code_id = ${codeId})`.mapWith(
  Number,
);
const earningsOf = sql<number>`(select coalesce(sum((ord.total_minor::bigint * ${r.commissionBp} + 5000) / 10000), 0)
  from ${ecommerceReferralOrders} ro join ${ecommerceOrders} ord on ord.id = ro.order_id
  where ro.code_id = ${codeId} and ord.status in (${kept}))`.mapWith(Number);
const payoutsOf = (status: 'paid' | 'pending') =>
  sql<number>`(select coalesce(sum(po.amount_minor), 0) from ${p} po where po.code_id = ${codeId} and po.status = ${status})`.mapWith(
    Number,
  );

const rowColumns = {
  id: r.id,
  code: r.code,
  customerId: r.customerId,
  referrerName: c.name,
  referrerEmail: c.email,
  commissionBp: r.commissionBp,
  status: r.status,
  orders: ordersOf,
  earningsMinor: earningsOf,
  paidMinor: payoutsOf('paid'),
  pendingMinor: payoutsOf('pending'),
  createdAt: r.createdAt,
};

const SORTS: Record<ListReferralsQuery['sort'], SQL> = {
  code: sql`${r.code}`,
  referrer: sql`${c.name}`,
  commission: sql`${r.commissionBp}`,
  orders: ordersOf,
  earnings: earningsOf,
  createdAt: sql`${r.createdAt}`,
};

/** The shop's currency: the one its orders are in (every demo shop has one), dollars when it has none. */
async function siteCurrency(db: Db, site: string): Promise<string> {
  const [row] = await db
    .select({ currency: ecommerceOrders.currency })
    .from(ecommerceOrders)
    .where(eq(ecommerceOrders.site, site))
    .limit(1);
  return row?.currency ?? 'USD';
}

async function payoutsByCode(db: Db, ids: string[]): Promise<Map<string, Payout[]>> {
  const byCode = new Map<string, Payout[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byCode;
  const rows = await db.select().from(p).where(inArray(p.codeId, ids)).orderBy(desc(p.payoutDate), desc(p.createdAt));
  for (const row of rows)
    byCode.get(row.codeId)!.push({
      id: row.id,
      amountMinor: row.amountMinor,
      currency: row.currency,
      payoutDate: row.payoutDate,
      status: row.status,
      paidAt: row.paidAt ? row.paidAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
    });
  return byCode;
}

async function stats(db: Db, site: string, currency: string): Promise<ReferralStats> {
  const [row] = await db
    .select({
      codes: count(),
      converted: sql<number>`count(*) filter (where ${ordersOf} > 0)`.mapWith(Number),
      referrals: sql<number>`coalesce(sum(${ordersOf}), 0)`.mapWith(Number),
      earnings: sql<number>`coalesce(sum(${earningsOf}), 0)`.mapWith(Number),
      paid: sql<number>`coalesce(sum(${payoutsOf('paid')}), 0)`.mapWith(Number),
    })
    .from(r)
    .where(eq(r.site, site));
  const codes = Number(row?.codes ?? 0);
  const earnings = row?.earnings ?? 0;
  return {
    earningsMinor: earnings,
    unpaidMinor: Math.max(0, earnings - (row?.paid ?? 0)),
    referrals: row?.referrals ?? 0,
    conversion: codes === 0 ? 0 : (row?.converted ?? 0) / codes,
    currency,
  };
}

type RawRow = Omit<ReferralRow, 'createdAt' | 'payouts' | 'currency'> & { createdAt: Date };

async function withPayouts(db: Db, rows: RawRow[], currency: string): Promise<ReferralRow[]> {
  const payouts = await payoutsByCode(
    db,
    rows.map((x) => x.id),
  );
  return rows.map((x) => ({ ...x, currency, createdAt: x.createdAt.toISOString(), payouts: payouts.get(x.id)! }));
}

export async function listReferrals(db: Db, site: string, query: ListReferralsQuery): Promise<ReferralList> {
  const conditions: (SQL | undefined)[] = [eq(r.site, site)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(r.code, pattern), ilike(c.name, pattern), ilike(c.email, pattern)));
  }
  if (query.status) conditions.push(eq(r.status, query.status));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const currency = await siteCurrency(db, site);
  const [[totals], rows, summary] = await Promise.all([
    db.select({ total: count() }).from(r).innerJoin(c, eq(c.id, r.customerId)).where(where),
    db
      .select(rowColumns)
      .from(r)
      .innerJoin(c, eq(c.id, r.customerId))
      .where(where)
      .orderBy(direction(SORTS[query.sort]), direction(r.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    stats(db, site, currency),
  ]);
  return {
    items: await withPayouts(db, rows, currency),
    total: Number(totals?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    stats: summary,
  };
}

export async function viewReferral(db: Db, site: string, id: string): Promise<ReferralRow> {
  const rows = await db
    .select(rowColumns)
    .from(r)
    .innerJoin(c, eq(c.id, r.customerId))
    .where(and(eq(r.site, site), eq(r.id, id)));
  if (rows.length === 0) throw new HttpError(404, 'notFound');
  const [row] = await withPayouts(db, rows, await siteCurrency(db, site));
  return row!;
}

export async function createReferral(db: Db, site: string, input: CreateReferralInput): Promise<ReferralRow> {
  const [referrer] = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.site, site), eq(c.id, input.customerId)));
  // Another site's customer is as unknown here as a made-up id.
  if (!referrer)
    throw new HttpError(400, 'referralReferrerRequired', { fields: { customerId: 'referralReferrerRequired' } });
  const inserted = await db
    .insert(r)
    .values({
      site,
      customerId: input.customerId,
      code: input.code,
      commissionBp: Math.round(input.commissionPercent * 100),
      status: input.status,
    })
    // The unique index decides between two admins typing the same code at once.
    .onConflictDoNothing({ target: [r.site, r.code] })
    .returning({ id: r.id });
  if (inserted.length === 0) throw new HttpError(409, 'referralCodeTaken', { fields: { code: 'referralCodeTaken' } });
  return viewReferral(db, site, inserted[0]!.id);
}

/**
 * Records a payout. What is recorded (paid or pending) may not exceed what the code earned, so
 * the programme never owes a negative amount; the check and the insert share a transaction that
 * locks the code's row, so two payouts at once cannot both slip under the limit.
 */
export async function createPayout(
  db: Db,
  site: string,
  id: string,
  actorId: string,
  input: CreatePayoutInput,
): Promise<ReferralRow> {
  const currency = await siteCurrency(db, site);
  await db.transaction(async (tx) => {
    const [code] = await tx
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.site, site), eq(r.id, id)))
      .for('update');
    if (!code) throw new HttpError(404, 'notFound');
    const [figures] = await tx
      .select({ earnings: earningsOf, paid: payoutsOf('paid'), pending: payoutsOf('pending') })
      .from(r)
      .where(eq(r.id, id));
    const open = (figures?.earnings ?? 0) - (figures?.paid ?? 0) - (figures?.pending ?? 0);
    if (input.amountMinor > open)
      throw new HttpError(409, 'referralPayoutTooMuch', {
        fields: { amountMinor: 'referralPayoutTooMuch' },
      });
    await tx.insert(p).values({
      codeId: id,
      amountMinor: input.amountMinor,
      currency,
      payoutDate: input.payoutDate,
      status: input.status,
      paidAt: input.status === 'paid' ? new Date() : null,
      createdBy: actorId,
    });
  });
  return viewReferral(db, site, id);
}

/** Pending to paid; a payout already paid stays as it was (marking twice is harmless). */
export async function markPayoutPaid(db: Db, site: string, id: string, payoutId: string): Promise<ReferralRow> {
  const [payout] = await db
    .select({ id: p.id, status: p.status })
    .from(p)
    .innerJoin(r, eq(r.id, p.codeId))
    .where(and(eq(r.site, site), eq(r.id, id), eq(p.id, payoutId)));
  if (!payout) throw new HttpError(404, 'notFound');
  if (payout.status === 'pending')
    await db
      .update(p)
      .set({ status: 'paid', paidAt: new Date() })
      .where(and(eq(p.id, payoutId), eq(p.status, 'pending')));
  return viewReferral(db, site, id);
}
