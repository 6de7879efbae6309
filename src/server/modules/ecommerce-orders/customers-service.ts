import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  CUSTOMER_NOTIFICATION_DEFAULTS,
  type CustomerDetail,
  type CustomerRow,
  type ListCustomersQuery,
  type SaveAddressInput,
  type UpdateCustomerInput,
} from '../../../common/schemas/ecommerce-orders';
import type { Db } from '../../db/client';
import {
  ecommerceCustomerAddresses,
  ecommerceCustomerNotifications,
  ecommerceCustomers,
  ecommerceOrders,
} from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { addressesOf } from './orders-service';
import { containsPattern } from '../../db/contains-pattern';

/*
 * The customers app's queries (issue #34). A customer's order count and spending are columns the
 * database keeps equal to a count of their orders (triggers of migration customer-order-totals,
 * after every statement that writes orders), so they can never disagree with the orders list or
 * the dashboard, and the list sorts 20,000 customers by them from an index: spending counts the
 * statuses whose money the shop keeps.
 */

const c = ecommerceCustomers;
const o = ecommerceOrders;

/*
 * A select from one table renders its columns unqualified ("id"), which inside a subquery would
 * name the subquery's own table: the subqueries alias the orders (co) and qualify the customer.
 */
const customerId = sql`${c}.id`;
const currencyOf = sql<string | null>`(select co.currency from ${o} co where co.customer_id = ${customerId} limit 1)`;
const lastOrderOf = sql<string | null>`(select max(co.created_at) from ${o} co where co.customer_id = ${customerId})`;

const rowColumns = {
  id: c.id,
  name: c.name,
  email: c.email,
  country: c.country,
  orders: c.ordersCount,
  spentMinor: c.spentMinor,
  currency: currencyOf,
  createdAt: c.createdAt,
};
const toRow = <R extends { createdAt: Date }>(r: R) => ({ ...r, createdAt: r.createdAt.toISOString() });

/*
 * Each sort has an index on (site, column, id). The page is found by ids alone and its currency
 * read for those rows only: a column subquery under an OFFSET would also run for every skipped row.
 */
const SORTS: Record<ListCustomersQuery['sort'], SQL> = {
  name: sql`${c.name}`,
  createdAt: sql`${c.createdAt}`,
  country: sql`${c.country}`,
  orders: sql`${c.ordersCount}`,
  spent: sql`${c.spentMinor}`,
};

export async function listCustomers(db: Db, site: string, query: ListCustomersQuery) {
  const conditions: (SQL | undefined)[] = [eq(c.site, site)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(c.name, pattern), ilike(c.email, pattern)));
  }
  if (query.country) conditions.push(eq(c.country, query.country));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const pageIds = db.select({ id: c.id }).from(c);
  const [[totals], ids] = await Promise.all([
    db.select({ total: count() }).from(c).where(where),
    pageIds
      .where(where)
      .orderBy(direction(SORTS[query.sort]), direction(c.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  const rows = ids.length
    ? await db
        .select(rowColumns)
        .from(c)
        .where(
          inArray(
            c.id,
            ids.map((r) => r.id),
          ),
        )
    : [];
  const position = new Map(ids.map((r, i) => [r.id, i]));
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
  const items: CustomerRow[] = rows.map(toRow);
  return { items, total: Number(totals?.total ?? 0), page: query.page, pageSize: query.pageSize };
}

export async function viewCustomer(db: Db, site: string, id: string): Promise<CustomerDetail> {
  const [row] = await db
    .select({ ...rowColumns, lastOrderAt: lastOrderOf })
    .from(c)
    .where(and(eq(c.site, site), eq(c.id, id)));
  if (!row) throw new HttpError(404, 'notFound');
  const { lastOrderAt, ...rest } = row;
  const n = ecommerceCustomerNotifications;
  const [addresses, [notifications]] = await Promise.all([
    addressesOf(db, id),
    db
      .select({ orderUpdates: n.orderUpdates, promotions: n.promotions, newsletter: n.newsletter })
      .from(n)
      .where(eq(n.customerId, id)),
  ]);
  return {
    ...toRow(rest),
    // max() of a timestamptz comes back as a Date or as text, by driver: normalised to ISO.
    lastOrderAt: lastOrderAt ? new Date(lastOrderAt).toISOString() : null,
    addresses,
    notifications: notifications ?? CUSTOMER_NOTIFICATION_DEFAULTS,
  };
}

export async function updateCustomer(
  db: Db,
  site: string,
  id: string,
  input: UpdateCustomerInput,
): Promise<CustomerDetail> {
  // Only the fields the PATCH names: a left-out field keeps its value.
  const change: Partial<typeof c.$inferInsert> = {};
  if (input.name !== undefined) change.name = input.name;
  if (input.email !== undefined) change.email = input.email;
  if (input.country !== undefined) change.country = input.country;
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.site, site), eq(c.id, id)));
    if (!customer) throw new HttpError(404, 'notFound');
    if (Object.keys(change).length > 0) await tx.update(c).set(change).where(eq(c.id, id));
    if (input.notifications) {
      const values = { ...input.notifications, updatedAt: new Date() };
      await tx
        .insert(ecommerceCustomerNotifications)
        .values({ customerId: id, ...values })
        .onConflictDoUpdate({ target: ecommerceCustomerNotifications.customerId, set: values });
    }
  });
  return viewCustomer(db, site, id);
}

/**
 * Sets the customer's default address of a kind: the one orders use (the default, else the oldest
 * of that kind) is changed in place, so the orders that show it show the new one; a customer without
 * one gets it added as the default.
 */
export async function saveCustomerAddress(
  db: Db,
  site: string,
  id: string,
  kind: 'shipping' | 'billing',
  input: SaveAddressInput,
): Promise<CustomerDetail> {
  const a = ecommerceCustomerAddresses;
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: c.id })
      .from(c)
      .where(and(eq(c.site, site), eq(c.id, id)));
    if (!customer) throw new HttpError(404, 'notFound');
    const [current] = await tx
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.customerId, id), eq(a.kind, kind)))
      .orderBy(desc(a.isDefault), asc(a.createdAt))
      .limit(1);
    if (current) await tx.update(a).set(input).where(eq(a.id, current.id));
    else await tx.insert(a).values({ customerId: id, kind, isDefault: true, ...input });
  });
  return viewCustomer(db, site, id);
}
