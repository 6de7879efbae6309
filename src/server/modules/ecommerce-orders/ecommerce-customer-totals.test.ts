import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { ecommerceCustomers, ecommerceOrders, KEPT_ORDER_STATUSES, ORDER_STATUSES } from '../../db/schema';
import { describeDialects } from '../../test/describe-dialects';
import { openTestDatabase } from '../../test/test-database';

/*
 * A customer's order count and spending are kept on the customer row by the database (migration
 * customer-order-totals), so the customers list can sort by them from an index. Whoever writes
 * orders, in one row or many, the figures must equal a count of the orders, with spending counted
 * over KEPT_ORDER_STATUSES as the dashboard and the orders list count it.
 */

describeDialects('customer order totals kept by the database, on %s', (dialect) => {
  let close: () => Promise<void>;
  let db: Db;
  const site = 'naszdom';

  beforeAll(async () => {
    const database = await openTestDatabase(dialect);
    await database.migrate();
    db = database.db;
    close = () => database.close();
  });
  afterAll(async () => close?.());

  let number = 0;
  const order = (customerId: string, status: (typeof ORDER_STATUSES)[number], totalMinor: number) => ({
    site,
    number: ++number,
    customerId,
    status,
    totalMinor,
    currency: 'PLN',
    country: 'PL',
  });
  const customers = async (names: string[]) =>
    db
      .insert(ecommerceCustomers)
      .values(names.map((name) => ({ site, name, email: `${name}@example.test`, country: 'PL' })))
      .returning({ id: ecommerceCustomers.id });

  /** What the columns must hold: counted from the orders here, with the TypeScript list of kept statuses. */
  async function expectCounted(ids: string[]) {
    const stored = await db
      .select({
        id: ecommerceCustomers.id,
        orders: ecommerceCustomers.ordersCount,
        spent: ecommerceCustomers.spentMinor,
      })
      .from(ecommerceCustomers)
      .where(inArray(ecommerceCustomers.id, ids));
    const orders = await db.select().from(ecommerceOrders).where(inArray(ecommerceOrders.customerId, ids));
    const kept: readonly string[] = KEPT_ORDER_STATUSES;
    for (const id of ids) {
      const theirs = orders.filter((o) => o.customerId === id);
      const spent = theirs.filter((o) => kept.includes(o.status)).reduce((sum, o) => sum + o.totalMinor, 0);
      expect(stored.find((s) => s.id === id)).toEqual({ id, orders: theirs.length, spent });
    }
  }

  it('counts orders inserted one by one and in bulk, in every status', async () => {
    const [anna, ben] = await customers(['anna', 'ben']);
    await db.insert(ecommerceOrders).values(order(anna!.id, 'paid', 1_000));
    await expectCounted([anna!.id, ben!.id]);
    // One statement, every status, both customers.
    await db
      .insert(ecommerceOrders)
      .values(
        ORDER_STATUSES.flatMap((status, i) => [order(anna!.id, status, 100 * (i + 1)), order(ben!.id, status, 7)]),
      );
    await expectCounted([anna!.id, ben!.id]);
    const [row] = await db.select().from(ecommerceCustomers).where(eq(ecommerceCustomers.id, ben!.id));
    expect(row!.ordersCount).toBe(ORDER_STATUSES.length);
  });

  it('follows a status change in and out of the kept statuses, and an order moved to another customer', async () => {
    const [cleo, dan] = await customers(['cleo', 'dan']);
    const [first] = await db
      .insert(ecommerceOrders)
      .values([order(cleo!.id, 'paid', 5_000), order(cleo!.id, 'shipped', 2_500)])
      .returning({ id: ecommerceOrders.id });
    for (const status of ORDER_STATUSES) {
      await db.update(ecommerceOrders).set({ status }).where(eq(ecommerceOrders.id, first!.id));
      await expectCounted([cleo!.id]);
    }
    await db
      .update(ecommerceOrders)
      .set({ customerId: dan!.id, status: 'delivered' })
      .where(eq(ecommerceOrders.id, first!.id));
    await expectCounted([cleo!.id, dan!.id]);
    await db
      .update(ecommerceOrders)
      .set({ totalMinor: sql`${ecommerceOrders.totalMinor} * 2` })
      .where(eq(ecommerceOrders.customerId, cleo!.id));
    await expectCounted([cleo!.id, dan!.id]);
  });

  it('counts a deleted order out, and a customer without orders holds zeros', async () => {
    const [eve] = await customers(['eve']);
    await expectCounted([eve!.id]);
    await db.insert(ecommerceOrders).values([order(eve!.id, 'delivered', 900), order(eve!.id, 'refunded', 400)]);
    await db.delete(ecommerceOrders).where(eq(ecommerceOrders.customerId, eve!.id));
    await expectCounted([eve!.id]);
    const [row] = await db.select().from(ecommerceCustomers).where(eq(ecommerceCustomers.id, eve!.id));
    expect([row!.ordersCount, row!.spentMinor]).toEqual([0, 0]);
  });
});
