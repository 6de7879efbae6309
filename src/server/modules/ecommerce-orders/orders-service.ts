import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ORDER_TRANSITIONS,
  paymentStatusOf,
  statusesWithPayment,
  type Address,
  type ChangeOrderStatusInput,
  type ListOrdersQuery,
  type OrderDetail,
  type OrderRow,
} from '../../../common/schemas/ecommerce-orders';
import { addDays } from '../../../common/schemas/dashboards';
import type { Db } from '../../db/client';
import {
  ecommerceCustomerAddresses,
  ecommerceCustomers,
  ecommerceOrderCounts,
  ecommerceOrderItems,
  ecommerceOrders,
  ecommerceOrderStatusChanges,
  ecommerceProducts,
} from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { containsPattern } from '../../db/contains-pattern';

/*
 * The orders app's queries (issue #34): one site's orders, as the eCommerce dashboard reads the same
 * rows. A status change updates the order row the dashboard sums (so its figures move with it) and
 * records the change in ecommerce_order_status_changes in the same transaction.
 */

const o = ecommerceOrders;
const c = ecommerceCustomers;

const instant = (day: string): SQL => sql`${`${day}T00:00:00Z`}::timestamptz`;

const itemCount =
  sql<number>`(select coalesce(sum(i.quantity), 0) from ${ecommerceOrderItems} i where i.order_id = ${o.id})`.mapWith(
    Number,
  );

const rowColumns = {
  id: o.id,
  number: o.number,
  customerId: o.customerId,
  customerName: c.name,
  customerEmail: c.email,
  status: o.status,
  totalMinor: o.totalMinor,
  currency: o.currency,
  country: o.country,
  items: itemCount,
  createdAt: o.createdAt,
};
type RawRow = Omit<OrderRow, 'paymentStatus' | 'createdAt'> & { createdAt: Date };
const toRow = (r: RawRow): OrderRow => ({
  ...r,
  paymentStatus: paymentStatusOf(r.status),
  createdAt: r.createdAt.toISOString(),
});

const SORT_COLUMNS = {
  number: o.number,
  createdAt: o.createdAt,
  customer: c.name,
  total: o.totalMinor,
  status: o.status,
} as const;

/** The conditions, and whether any of them reads the customer's row (then the join is needed). */
function orderConditions(site: string, query: ListOrdersQuery): { where: SQL; needsCustomer: boolean } {
  const conditions: (SQL | undefined)[] = [eq(o.site, site)];
  let needsCustomer = false;
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    const byText = or(ilike(c.name, pattern), ilike(c.email, pattern));
    // "#5089" is that order only; "5089" is the order or a name or address holding the digits.
    if (/^#\d{1,9}$/.test(q)) conditions.push(eq(o.number, Number(q.slice(1))));
    else {
      conditions.push(/^\d{1,9}$/.test(q) ? or(eq(o.number, Number(q)), byText) : byText);
      needsCustomer = true;
    }
  }
  if (query.status) conditions.push(eq(o.status, query.status));
  if (query.payment) conditions.push(inArray(o.status, statusesWithPayment(query.payment)));
  if (query.from) conditions.push(gte(o.createdAt, instant(query.from)));
  if (query.to) conditions.push(lt(o.createdAt, instant(addDays(query.to, 1))));
  if (query.customerId) conditions.push(eq(o.customerId, query.customerId));
  return { where: and(...conditions)!, needsCustomer };
}

/*
 * Over 100,000 orders (issue #34 budget: p95 <= 50 ms) the page is found first by ids alone, then
 * its rows are read with their item counts: a column subquery under an OFFSET would run for every
 * skipped row, and the customer join is made only when a condition or the sort reads it (every
 * order has its customer, so the count needs no join otherwise).
 */
export async function listOrders(db: Db, site: string, query: ListOrdersQuery) {
  const { where, needsCustomer } = orderConditions(site, query);
  const direction = query.order === 'asc' ? asc : desc;
  const joinCustomer = needsCustomer || query.sort === 'customer';
  const pageIds = db.select({ id: o.id }).from(o).$dynamic();
  if (joinCustomer) pageIds.innerJoin(c, eq(c.id, o.customerId));
  const [total, ids] = await Promise.all([
    countOrders(db, site, query, where, needsCustomer),
    pageIds
      .where(where)
      // The number breaks ties, so a page never shows a row twice or skips one.
      .orderBy(direction(SORT_COLUMNS[query.sort]), direction(o.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const rows = ids.length
    ? await db
        .select(rowColumns)
        .from(o)
        .innerJoin(c, eq(c.id, o.customerId))
        .where(
          inArray(
            o.id,
            ids.map((r) => r.id),
          ),
        )
    : [];
  const position = new Map(ids.map((r, i) => [r.id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  return { items: rows.map(toRow), total, page: query.page, pageSize: query.pageSize };
}

/**
 * The number of orders the list's conditions select. With no condition but the site, a status or
 * a payment state (the list's usual views), it is the sum of the kept counts per status
 * (ecommerce_order_counts); otherwise the matching orders are counted.
 */
async function countOrders(
  db: Db,
  site: string,
  query: ListOrdersQuery,
  where: SQL,
  needsCustomer: boolean,
): Promise<number> {
  if (!query.q?.trim() && !query.from && !query.to && !query.customerId) {
    const k = ecommerceOrderCounts;
    const [kept] = await db
      .select({ total: sql<number>`coalesce(sum(${k.n}), 0)`.mapWith(Number) })
      .from(k)
      .where(
        and(
          eq(k.site, site),
          query.status ? eq(k.status, query.status) : undefined,
          query.payment ? inArray(k.status, statusesWithPayment(query.payment)) : undefined,
        ),
      );
    return kept?.total ?? 0;
  }
  const counted = db.select({ total: count() }).from(o).$dynamic();
  if (needsCustomer) counted.innerJoin(c, eq(c.id, o.customerId));
  const [totals] = await counted.where(where);
  return Number(totals?.total ?? 0);
}

const addressColumns = {
  id: ecommerceCustomerAddresses.id,
  kind: ecommerceCustomerAddresses.kind,
  name: ecommerceCustomerAddresses.name,
  line1: ecommerceCustomerAddresses.line1,
  city: ecommerceCustomerAddresses.city,
  postalCode: ecommerceCustomerAddresses.postalCode,
  country: ecommerceCustomerAddresses.country,
  isDefault: ecommerceCustomerAddresses.isDefault,
};

export const addressesOf = (db: Db, customerId: string): Promise<Address[]> =>
  db
    .select(addressColumns)
    .from(ecommerceCustomerAddresses)
    .where(eq(ecommerceCustomerAddresses.customerId, customerId))
    .orderBy(
      desc(ecommerceCustomerAddresses.isDefault),
      ecommerceCustomerAddresses.kind,
      ecommerceCustomerAddresses.createdAt,
    );

export async function viewOrder(db: Db, site: string, id: string): Promise<OrderDetail> {
  const [row] = await db
    .select({ ...rowColumns, customerCountry: c.country })
    .from(o)
    .innerJoin(c, eq(c.id, o.customerId))
    .where(and(eq(o.site, site), eq(o.id, id)));
  if (!row) throw new HttpError(404, 'notFound');
  const [lines, [orders], addresses, history] = await Promise.all([
    db
      .select({
        id: ecommerceOrderItems.id,
        productId: ecommerceOrderItems.productId,
        name: ecommerceProducts.name,
        category: ecommerceProducts.category,
        quantity: ecommerceOrderItems.quantity,
        unitPriceMinor: ecommerceOrderItems.unitPriceMinor,
      })
      .from(ecommerceOrderItems)
      .innerJoin(ecommerceProducts, eq(ecommerceProducts.id, ecommerceOrderItems.productId))
      .where(eq(ecommerceOrderItems.orderId, id))
      .orderBy(ecommerceProducts.name),
    db.select({ n: count() }).from(o).where(eq(o.customerId, row.customerId)),
    addressesOf(db, row.customerId),
    db
      .select({
        id: ecommerceOrderStatusChanges.id,
        from: ecommerceOrderStatusChanges.fromStatus,
        to: ecommerceOrderStatusChanges.toStatus,
        by: ecommerceOrderStatusChanges.changedByName,
        note: ecommerceOrderStatusChanges.note,
        at: ecommerceOrderStatusChanges.createdAt,
      })
      .from(ecommerceOrderStatusChanges)
      .where(eq(ecommerceOrderStatusChanges.orderId, id))
      .orderBy(ecommerceOrderStatusChanges.createdAt, ecommerceOrderStatusChanges.id),
  ]);
  const preferred = (kind: Address['kind']) =>
    addresses.find((a) => a.kind === kind && a.isDefault) ?? addresses.find((a) => a.kind === kind) ?? null;
  const { customerCountry, ...base } = row;
  return {
    ...toRow(base),
    lines,
    customerCountry,
    customerOrders: Number(orders?.n ?? 0),
    shippingAddress: preferred('shipping'),
    billingAddress: preferred('billing') ?? preferred('shipping'),
    history: history.map((h) => ({ ...h, at: h.at.toISOString() })),
    nextStatuses: [...ORDER_TRANSITIONS[row.status]],
  };
}

export interface Actor {
  id: string;
  name: string;
}

/**
 * Moves an order along ORDER_TRANSITIONS and keeps the change. The update names the status it
 * starts from, so of two admins changing the same order at once the second hears 409 instead of
 * writing a history step that never happened.
 */
export async function changeOrderStatus(
  db: Db,
  site: string,
  id: string,
  actor: Actor,
  input: ChangeOrderStatusInput,
): Promise<OrderDetail> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: o.status })
      .from(o)
      .where(and(eq(o.site, site), eq(o.id, id)));
    if (!order) throw new HttpError(404, 'notFound');
    if (!ORDER_TRANSITIONS[order.status].includes(input.status)) {
      throw new HttpError(409, 'orderStatusTransition', { fields: { status: 'orderStatusTransition' } });
    }
    const changed = await tx
      .update(o)
      .set({ status: input.status })
      .where(and(eq(o.id, id), eq(o.status, order.status)))
      .returning({ id: o.id });
    if (changed.length === 0) {
      throw new HttpError(409, 'orderStatusTransition', { fields: { status: 'orderStatusTransition' } });
    }
    await tx.insert(ecommerceOrderStatusChanges).values({
      orderId: id,
      fromStatus: order.status,
      toStatus: input.status,
      changedBy: actor.id,
      changedByName: actor.name,
      note: input.note,
    });
  });
  return viewOrder(db, site, id);
}
