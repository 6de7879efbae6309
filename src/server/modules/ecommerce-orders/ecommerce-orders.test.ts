import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SITES } from '../../../common/sites';
import type { App } from '../../app';
import {
  ecommerceCustomers,
  ecommerceOrderItems,
  ecommerceOrders,
  ecommerceProducts,
  permissions,
  rolePermissions,
  roles,
  userRoles,
} from '../../db/schema';
import { siteShop } from '../../db/seed/demo-ecommerce';
import { seedDemoEcommerceAddresses } from '../../db/seed/demo-ecommerce-orders';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, HOSTS } from '../../test/listings';

/*
 * The orders and customers API (issue #34) over the demo shops of naszdom (złoty) and bestgame
 * (dollars), seeded as the first start seeds them: lists against hand-written SQL, status changes
 * with their history, the eCommerce dashboard moving with them, validation and permissions.
 */

describeDialects('eCommerce orders and customers API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;
  let reader: TestUser;

  const as = (who: TestUser | null, host: string = HOSTS.naszdom) => client(app, who, host);
  const patch = (who: TestUser | null, url: string, payload: object) =>
    app.inject({ method: 'PATCH', url, headers: { host: HOSTS.naszdom, ...(who ? who.headers : {}) }, payload });
  const count = async (where: ReturnType<typeof sql>) =>
    Number(
      Object.values(
        (
          (await app.db.execute(sql`select count(*) from ecommerce_orders where ${where}`)) as unknown as {
            rows: Record<string, unknown>[];
          }
        ).rows[0]!,
      )[0],
    );
  /** An order of naszdom in `status`, the newest such one. */
  const orderIn = async (status: 'paid' | 'shipped' | 'delivered') => {
    const [row] = await app.db
      .select()
      .from(ecommerceOrders)
      .where(and(eq(ecommerceOrders.site, 'naszdom'), eq(ecommerceOrders.status, status)))
      .orderBy(sql`${ecommerceOrders.createdAt} desc`)
      .limit(1);
    return row!;
  };

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [admin, member, reader] = await Promise.all([registerAdmin(app), registerUser(app), registerUser(app)]);
    // Only two shops (not every site's): enough for site boundaries, and quick.
    for (const id of ['naszdom', 'bestgame']) {
      const shop = siteShop(
        SITES.find((s) => s.id === id)!,
        new Date(),
      );
      await app.db.insert(ecommerceProducts).values(shop.products);
      await app.db.insert(ecommerceCustomers).values(shop.customers);
      for (let i = 0; i < shop.orders.length; i += 500) {
        await app.db.insert(ecommerceOrders).values(shop.orders.slice(i, i + 500));
      }
      for (let i = 0; i < shop.items.length; i += 500) {
        await app.db.insert(ecommerceOrderItems).values(shop.items.slice(i, i + 500));
      }
    }
    await seedDemoEcommerceAddresses(app.db);
    // The reader's one role holds read of Order and Customer, nothing else.
    const [role] = await app.db.insert(roles).values({ name: 'shop-reader', description: 'test' }).returning();
    for (const subject of ['Order', 'Customer'] as const) {
      await app.db.insert(permissions).values({ action: 'read', subject, description: 'test' }).onConflictDoNothing();
      const [p] = await app.db
        .select()
        .from(permissions)
        .where(and(eq(permissions.action, 'read'), eq(permissions.subject, subject), eq(permissions.own, false)));
      await app.db.insert(rolePermissions).values({ roleId: role!.id, permissionId: p!.id });
    }
    await app.db.insert(userRoles).values({ userId: reader.id, roleId: role!.id });
  }, 120_000);
  afterAll(async () => app?.close());

  it("lists this site's orders, paged and sorted, as SQL counts them", async () => {
    const res = await as(admin).get('/api/ecommerce/orders?pageSize=20&sort=total&order=asc');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(await count(sql`site = 'naszdom'`));
    expect(body.items).toHaveLength(20);
    const totals = body.items.map((r: { totalMinor: number }) => r.totalMinor);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(body.items.every((r: { currency: string }) => r.currency === 'PLN')).toBe(true);
    const page2 = (await as(admin).get('/api/ecommerce/orders?pageSize=20&page=2&sort=total&order=asc')).json();
    expect(page2.items[0].totalMinor).toBeGreaterThanOrEqual(totals[19]);
    expect(page2.items.map((r: { id: string }) => r.id)).not.toContain(body.items[19].id);
  });

  it('filters by status, payment status and days, and finds by number or customer', async () => {
    const refunded = (await as(admin).get('/api/ecommerce/orders?payment=refunded&pageSize=100')).json();
    expect(refunded.total).toBe(await count(sql`site = 'naszdom' and status = 'refunded'`));
    expect(refunded.items.every((r: { status: string; paymentStatus: string }) => r.status === 'refunded')).toBe(true);
    const cancelled = (await as(admin).get('/api/ecommerce/orders?status=cancelled')).json();
    expect(cancelled.total).toBe(await count(sql`site = 'naszdom' and status = 'cancelled'`));

    const order = await orderIn('delivered');
    const day = order.createdAt.toISOString().slice(0, 10);
    const onDay = (await as(admin).get(`/api/ecommerce/orders?from=${day}&to=${day}&pageSize=100`)).json();
    expect(onDay.total).toBe(
      await count(
        sql`site = 'naszdom' and created_at >= ${`${day}T00:00:00Z`}::timestamptz and created_at < ${`${day}T00:00:00Z`}::timestamptz + interval '1 day'`,
      ),
    );
    expect(onDay.items.map((r: { id: string }) => r.id)).toContain(order.id);

    const byNumber = (await as(admin).get(`/api/ecommerce/orders?q=%23${order.number}`)).json();
    expect(byNumber.items.map((r: { id: string }) => r.id)).toContain(order.id);
    const [customer] = await app.db
      .select()
      .from(ecommerceCustomers)
      .where(eq(ecommerceCustomers.id, order.customerId));
    const byName = (await as(admin).get(`/api/ecommerce/orders?q=${encodeURIComponent(customer!.email)}`)).json();
    expect(byName.items.length).toBeGreaterThan(0);
    expect(byName.items.every((r: { customerId: string }) => r.customerId === customer!.id)).toBe(true);
  });

  it('shows one order with its lines, customer and addresses; another site hears 404', async () => {
    const order = await orderIn('paid');
    const res = await as(admin).get(`/api/ecommerce/orders/${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.number).toBe(order.number);
    const sum = body.lines.reduce(
      (n: number, l: { quantity: number; unitPriceMinor: number }) => n + l.quantity * l.unitPriceMinor,
      0,
    );
    expect(sum).toBe(order.totalMinor);
    expect(body.shippingAddress).toMatchObject({ kind: 'shipping', country: body.customerCountry });
    expect(body.billingAddress).not.toBeNull();
    expect(body.nextStatuses).toEqual(['shipped', 'cancelled', 'refunded']);
    expect((await as(admin, HOSTS.bestgame).get(`/api/ecommerce/orders/${order.id}`)).statusCode).toBe(404);
    expect((await as(admin).get(`/api/ecommerce/orders/${randomUUID()}`)).statusCode).toBe(404);
    expect((await as(admin).get('/api/ecommerce/orders/not-an-id')).statusCode).toBe(400);
  });

  it('changes a status along the allowed steps and keeps who, when, from and to', async () => {
    const order = await orderIn('paid');
    const shipped = await as(admin).post(`/api/ecommerce/orders/${order.id}/status`, {
      status: 'shipped',
      note: 'DHL',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', nextStatuses: ['delivered', 'refunded'] });
    const delivered = (
      await as(admin).post(`/api/ecommerce/orders/${order.id}/status`, { status: 'delivered' })
    ).json();
    expect(delivered.history).toMatchObject([
      { from: 'paid', to: 'shipped', by: 'Test Admin', note: 'DHL' },
      { from: 'shipped', to: 'delivered', by: 'Test Admin', note: '' },
    ]);
    expect(Date.parse(delivered.history[1].at)).toBeGreaterThanOrEqual(Date.parse(delivered.history[0].at));

    // Backwards is refused (409), and nothing changes.
    const back = await as(admin).post(`/api/ecommerce/orders/${order.id}/status`, { status: 'paid' });
    expect(back.statusCode).toBe(409);
    expect(fieldCodes(back.json())).toEqual({ status: 'orderStatusTransition' });
    const after = (await as(admin).get(`/api/ecommerce/orders/${order.id}`)).json();
    expect(after.status).toBe('delivered');
    expect(after.history).toHaveLength(2);

    const bad = await as(admin).post(`/api/ecommerce/orders/${order.id}/status`, { status: 'lost', note: 5 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldCodes(bad.json())).sort()).toEqual(['note', 'status']);
    const elsewhere = await as(admin, HOSTS.bestgame).post(`/api/ecommerce/orders/${order.id}/status`, {
      status: 'refunded',
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("moves the eCommerce dashboard's figures when an order is refunded or cancelled", async () => {
    const delivered = await orderIn('delivered');
    const paid = await orderIn('paid');
    const days = [delivered, paid].map((x) => x.createdAt.toISOString().slice(0, 10)).sort();
    const range = `/api/dashboards/ecommerce?from=${days[0]}&to=${days[1]}`;
    const before = (await as(admin).get(range)).json();

    expect(
      (await as(admin).post(`/api/ecommerce/orders/${delivered.id}/status`, { status: 'refunded' })).statusCode,
    ).toBe(200);
    expect((await as(admin).post(`/api/ecommerce/orders/${paid.id}/status`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    const after = (await as(admin).get(range)).json();

    expect(after.revenue.current).toBe(before.revenue.current - delivered.totalMinor - paid.totalMinor);
    expect(after.refunds.current).toBe(before.refunds.current + delivered.totalMinor);
    expect(after.orders.current).toBe(before.orders.current);
    const statusCount = (d: { byStatus: { status: string; count: number }[] }, s: string) =>
      d.byStatus.find((x) => x.status === s)!.count;
    expect(statusCount(after, 'refunded')).toBe(statusCount(before, 'refunded') + 1);
    expect(statusCount(after, 'cancelled')).toBe(statusCount(before, 'cancelled') + 1);
    expect(statusCount(after, 'delivered')).toBe(statusCount(before, 'delivered') - 1);
    // The orders list agrees with the dashboard: the same order, the same status.
    const listed = (await as(admin).get(`/api/ecommerce/orders?q=${delivered.number}`)).json();
    expect(listed.items.find((r: { id: string }) => r.id === delivered.id)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
    });
  });

  it('refuses bad list queries with field errors', async () => {
    const res = await as(admin).get('/api/ecommerce/orders?status=lost&from=2026-02-30&sort=colour&pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(fieldCodes(res.json())).sort()).toEqual(['from', 'pageSize', 'sort', 'status']);
    const range = await as(admin).get('/api/ecommerce/orders?from=2026-02-02&to=2026-02-01');
    expect(fieldCodes(range.json())).toEqual({ to: 'dashboardRangeInvalid' });
  });

  it('lists customers with their orders and spending; views and edits one', async () => {
    const res = await as(admin).get('/api/ecommerce/customers?sort=spent&order=desc&pageSize=5');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [{ n }] = (
      (await app.db.execute(
        sql`select count(*)::int as n from ecommerce_customers where site = 'naszdom'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    expect(body.total).toBe(Number(n));
    const top = body.items[0];
    const spent = Number(
      Object.values(
        (
          (await app.db.execute(
            sql`select coalesce(sum(total_minor), 0) from ecommerce_orders where customer_id = ${top.id} and status in ('paid','shipped','delivered')`,
          )) as unknown as { rows: Record<string, unknown>[] }
        ).rows[0]!,
      )[0],
    );
    expect(top.spentMinor).toBe(spent);
    expect(top.spentMinor).toBeGreaterThan(0);
    expect(top.orders).toBe(await count(sql`customer_id = ${top.id}`));
    expect(body.items[1].spentMinor).toBeLessThanOrEqual(top.spentMinor);

    const found = (await as(admin).get(`/api/ecommerce/customers?q=${encodeURIComponent(top.email)}`)).json();
    expect(found.items.map((c: { id: string }) => c.id)).toEqual([top.id]);

    const view = (await as(admin).get(`/api/ecommerce/customers/${top.id}`)).json();
    expect(view).toMatchObject({ id: top.id, orders: top.orders, currency: 'PLN' });
    expect(view.addresses.length).toBeGreaterThan(0);
    expect(view.lastOrderAt).not.toBeNull();

    const changed = await patch(admin, `/api/ecommerce/customers/${top.id}`, {
      name: 'Renamed Customer',
      country: 'de',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Renamed Customer', country: 'DE', email: top.email });

    expect(view.notifications).toEqual({ orderUpdates: true, promotions: false, newsletter: false });
    const notifications = { orderUpdates: false, promotions: true, newsletter: true };
    const opted = await patch(admin, `/api/ecommerce/customers/${top.id}`, { notifications });
    expect(opted.statusCode, opted.body).toBe(200);
    expect(opted.json()).toMatchObject({ notifications, name: 'Renamed Customer' });

    const bad = await patch(admin, `/api/ecommerce/customers/${top.id}`, { email: 'not-mail', country: 'Germany' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldCodes(bad.json())).sort()).toEqual(['country', 'email']);
    expect((await patch(admin, `/api/ecommerce/customers/${top.id}`, {})).statusCode).toBe(400);
    expect((await as(admin).get(`/api/ecommerce/customers/${top.id}`)).json().email).toBe(top.email);
    expect((await as(admin, HOSTS.bestgame).get(`/api/ecommerce/customers/${top.id}`)).statusCode).toBe(404);
  });

  it("edits a customer's shipping and billing addresses; the order shows them; bad input changes nothing", async () => {
    const put = (who: TestUser | null, id: string, kind: string, payload: object, host: string = HOSTS.naszdom) =>
      app.inject({
        method: 'PUT',
        url: `/api/ecommerce/customers/${id}/addresses/${kind}`,
        headers: { host, ...(who ? who.headers : {}) },
        payload,
      });
    const order = await orderIn('paid');
    const id = order.customerId;
    const before = (await as(admin).get(`/api/ecommerce/customers/${id}`)).json();
    const shippingBefore = before.addresses.find((a: { kind: string; isDefault: boolean }) => a.kind === 'shipping');
    const shipping = { name: 'Anna Nowak', line1: ' 7 Długa ', city: 'Gdańsk', postalCode: '80-827', country: 'pl' };
    const res = await put(admin, id, 'shipping', shipping);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().addresses.filter((a: { kind: string }) => a.kind === 'shipping');
    // The same address row changed (orders pointing at the default see it), not a second one.
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: shippingBefore.id, line1: '7 Długa', country: 'PL', isDefault: true });

    const billing = { name: 'Nowak Sp. z o.o.', line1: '1 Rynek', city: 'Kraków', postalCode: '30-001', country: 'PL' };
    const billed = await put(admin, id, 'billing', billing);
    expect(billed.statusCode, billed.body).toBe(200);
    const viewed = (await as(admin).get(`/api/ecommerce/orders/${order.id}`)).json();
    expect(viewed.shippingAddress).toMatchObject({ line1: '7 Długa', city: 'Gdańsk', postalCode: '80-827' });
    expect(viewed.billingAddress).toMatchObject({ name: 'Nowak Sp. z o.o.', city: 'Kraków' });

    const bad = await put(admin, id, 'billing', {
      name: '',
      line1: ' ',
      city: 'x'.repeat(101),
      postalCode: '#1',
      country: 'Poland',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldCodes(bad.json())).toEqual({
      name: 'nameRequired',
      line1: 'addressLineRequired',
      city: 'valueTooLong',
      postalCode: 'addressPostalCodeInvalid',
      country: 'notInList',
    });
    expect((await put(admin, id, 'office', billing)).statusCode).toBe(400);
    expect((await put(admin, id, 'billing', billing, HOSTS.bestgame)).statusCode).toBe(404);
    expect((await put(admin, randomUUID(), 'billing', billing)).statusCode).toBe(404);
    expect((await put(null, id, 'billing', { ...billing, city: 'Nope' })).statusCode).toBe(401);
    expect((await put(member, id, 'billing', { ...billing, city: 'Nope' })).statusCode).toBe(403);
    expect((await put(reader, id, 'billing', { ...billing, city: 'Nope' })).statusCode).toBe(403);
    const after = (await as(admin).get(`/api/ecommerce/customers/${id}`)).json();
    expect(after.addresses.find((a: { kind: string }) => a.kind === 'billing')).toMatchObject({ city: 'Kraków' });
  });

  it('is for those who may: 401 signed out, 403 for members, a reader reads but may not change', async () => {
    const order = await orderIn('shipped');
    const [customer] = await app.db.select().from(ecommerceCustomers).limit(1);
    expect((await as(null).get('/api/ecommerce/orders')).statusCode).toBe(401);
    expect((await as(member).get('/api/ecommerce/orders')).statusCode).toBe(403);
    expect((await as(member).get('/api/ecommerce/customers')).statusCode).toBe(403);
    expect(
      (await as(member).post(`/api/ecommerce/orders/${order.id}/status`, { status: 'delivered' })).statusCode,
    ).toBe(403);
    expect((await as(reader).get(`/api/ecommerce/orders/${order.id}`)).statusCode).toBe(200);
    expect((await as(reader).get('/api/ecommerce/customers')).statusCode).toBe(200);
    expect(
      (await as(reader).post(`/api/ecommerce/orders/${order.id}/status`, { status: 'delivered' })).statusCode,
    ).toBe(403);
    expect((await patch(reader, `/api/ecommerce/customers/${customer!.id}`, { name: 'Nope' })).statusCode).toBe(403);
    expect((await as(admin).get(`/api/ecommerce/orders/${order.id}`)).json().status).toBe('shipped');
  });
});
