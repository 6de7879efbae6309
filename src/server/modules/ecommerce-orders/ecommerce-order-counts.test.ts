import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listOrdersQuerySchema, PAYMENT_STATUSES, statusesWithPayment } from '../../../common/schemas/ecommerce-orders';
import type { Db } from '../../db/client';
import { ecommerceCustomers, ecommerceOrderCounts, ecommerceOrders, ORDER_STATUSES } from '../../db/schema';
import { describeDialects } from '../../test/describe-dialects';
import { openTestDatabase } from '../../test/test-database';
import { listOrders } from './orders-service';

/*
 * The orders list's total comes from counts per site and status that the database keeps
 * (migration order-counts) whenever no search, date or customer narrows the list. Whoever writes
 * orders, one or many at a time, on any site, those counts must equal a count of the orders, and
 * the list's total must equal the number of orders it can page through.
 */

describeDialects('order counts kept by the database, on %s', (dialect) => {
  let close: () => Promise<void>;
  let db: Db;
  const SITES = ['naszdom', 'bookatable4'];

  beforeAll(async () => {
    const database = await openTestDatabase(dialect);
    await database.migrate();
    db = database.db;
    close = () => database.close();
  });
  afterAll(async () => close?.());

  let number = 0;
  const order = (site: string, customerId: string, status: (typeof ORDER_STATUSES)[number]) => ({
    site,
    number: ++number,
    customerId,
    status,
    totalMinor: 100,
    currency: 'PLN',
    country: 'PL',
  });
  const customer = async (site: string, name: string) => {
    const [row] = await db
      .insert(ecommerceCustomers)
      .values({ site, name, email: `${name}@example.test`, country: 'PL' })
      .returning({ id: ecommerceCustomers.id });
    return row!.id;
  };

  /** The kept rows against a count of the orders, per site and status (a zero row may stay). */
  async function expectCounted() {
    const kept = await db.select().from(ecommerceOrderCounts).where(inArray(ecommerceOrderCounts.site, SITES));
    const counted = await db
      .select({ site: ecommerceOrders.site, status: ecommerceOrders.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(ecommerceOrders)
      .where(inArray(ecommerceOrders.site, SITES))
      .groupBy(ecommerceOrders.site, ecommerceOrders.status);
    for (const site of SITES) {
      for (const status of ORDER_STATUSES) {
        const want = counted.find((c) => c.site === site && c.status === status)?.n ?? 0;
        expect(kept.find((k) => k.site === site && k.status === status)?.n ?? 0, `${site} ${status}`).toBe(want);
      }
    }
    // The list's total for every view the counts serve: all, each status, each payment state.
    type View = { status?: (typeof ORDER_STATUSES)[number]; payment?: (typeof PAYMENT_STATUSES)[number] };
    const views: View[] = [
      {},
      ...ORDER_STATUSES.map((status) => ({ status })),
      ...PAYMENT_STATUSES.map((payment) => ({ payment })),
    ];
    for (const site of SITES) {
      for (const view of views) {
        const query = listOrdersQuerySchema.parse({ ...view, pageSize: '100' });
        const listed = await listOrders(db, site, query);
        const statuses: readonly string[] = view.status
          ? [view.status]
          : view.payment
            ? statusesWithPayment(view.payment)
            : ORDER_STATUSES;
        const matching = counted
          .filter((c) => c.site === site && statuses.includes(c.status))
          .reduce((sum, c) => sum + c.n, 0);
        // Few orders here: every one fits on the page, so the total is what the list can show.
        expect([listed.total, listed.items.length], `${site} ${JSON.stringify(view)}`).toEqual([matching, matching]);
      }
    }
  }

  it('counts orders written one by one and in bulk, on two sites', async () => {
    const anna = await customer('naszdom', 'anna');
    const ben = await customer('bookatable4', 'ben');
    await db.insert(ecommerceOrders).values(order('naszdom', anna, 'paid'));
    await expectCounted();
    await db
      .insert(ecommerceOrders)
      .values(ORDER_STATUSES.flatMap((status) => [order('naszdom', anna, status), order('bookatable4', ben, status)]));
    await expectCounted();
  });

  it('moves an order between statuses, one at a time and many in one statement', async () => {
    const cleo = await customer('naszdom', 'cleo');
    const [first] = await db
      .insert(ecommerceOrders)
      .values([order('naszdom', cleo, 'paid'), order('naszdom', cleo, 'shipped'), order('naszdom', cleo, 'paid')])
      .returning({ id: ecommerceOrders.id });
    for (const status of ORDER_STATUSES) {
      await db.update(ecommerceOrders).set({ status }).where(eq(ecommerceOrders.id, first!.id));
      await expectCounted();
    }
    await db.update(ecommerceOrders).set({ status: 'refunded' }).where(eq(ecommerceOrders.customerId, cleo));
    await expectCounted();
    // A write that changes no status leaves the counts as they are.
    await db.update(ecommerceOrders).set({ totalMinor: 5 }).where(eq(ecommerceOrders.customerId, cleo));
    await expectCounted();
  });

  it('counts deleted orders out, also when their customer is deleted', async () => {
    const dan = await customer('bookatable4', 'dan');
    await db
      .insert(ecommerceOrders)
      .values([order('bookatable4', dan, 'delivered'), order('bookatable4', dan, 'cancelled')]);
    await db.delete(ecommerceOrders).where(eq(ecommerceOrders.status, 'cancelled'));
    await expectCounted();
    await db.delete(ecommerceCustomers).where(eq(ecommerceCustomers.id, dan));
    await expectCounted();
  });
});
