import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthStart } from './ecommerce-service';
import type { App } from '../../app';
import { seedDemoEcommerce } from '../../db/seed/demo-ecommerce';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, HOSTS } from '../../test/listings';

/*
 * The eCommerce figures against SQL written by hand over the demo shop, seeded as if today were
 * 1 March 2026: January 2026 is the range, December 2025 (as many days, 31) the period before it.
 * naszdom's shop sells in złoty; every site at once mixes złoty, euros and dollars.
 */
const SEED_DAY = new Date('2026-03-01T09:00:00Z');
const RANGE = '?from=2026-01-01&to=2026-01-31';
const FROM = '2026-01-01T00:00:00Z';
const END = '2026-02-01T00:00:00Z';
const PREVIOUS_FROM = '2025-12-01T00:00:00Z';
const KEPT = sql.raw(`('paid','shipped','delivered')`);

describeDialects('eCommerce dashboard API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;

  const figures = (query: string, host: string = HOSTS.naszdom, who: TestUser | null = admin) =>
    client(app, who, host).get(`/api/dashboards/ecommerce${query}`);
  /** Rows of a hand-written query, numbers as numbers (bigint sums come back as text). */
  const rows = async (query: SQL): Promise<Record<string, unknown>[]> => {
    const result = (await app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [
          k,
          typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : typeof v === 'bigint' ? Number(v) : v,
        ]),
      ),
    );
  };
  const one = async (query: SQL): Promise<number> => Number(Object.values((await rows(query))[0]!)[0]);

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [admin, member] = await Promise.all([registerAdmin(app), registerUser(app)]);
    await seedDemoEcommerce(app.db, SEED_DAY);
  }, 120_000);
  afterAll(async () => app?.close());

  it("counts this site's orders, money and customers as hand-written SQL does", async () => {
    const res = await figures(RANGE);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ scope: 'site', site: 'naszdom', currency: 'PLN', otherCurrencyOrders: 0 });
    expect(body.range).toMatchObject({ from: '2026-01-01', to: '2026-01-31', days: 31, previousFrom: '2025-12-01' });

    const inRange = sql`site = 'naszdom' and created_at >= ${FROM}::timestamptz and created_at < ${END}::timestamptz`;
    const inPrevious = sql`site = 'naszdom' and created_at >= ${PREVIOUS_FROM}::timestamptz and created_at < ${FROM}::timestamptz`;
    const orders = await one(sql`select count(*) from ecommerce_orders where ${inRange}`);
    expect(orders).toBeGreaterThan(10);
    expect(body.orders).toEqual({
      current: orders,
      previous: await one(sql`select count(*) from ecommerce_orders where ${inPrevious}`),
    });

    const revenue = await one(
      sql`select sum(total_minor) from ecommerce_orders where ${inRange} and status in ${KEPT}`,
    );
    const kept = await one(sql`select count(*) from ecommerce_orders where ${inRange} and status in ${KEPT}`);
    expect(body.revenue).toEqual({
      current: revenue,
      previous: await one(sql`select sum(total_minor) from ecommerce_orders where ${inPrevious} and status in ${KEPT}`),
    });
    expect(body.averageOrder.current).toBe(Math.round(revenue / kept));
    expect(body.refunds.current).toBe(
      await one(
        sql`select coalesce(sum(total_minor), 0) from ecommerce_orders where ${inRange} and status = 'refunded'`,
      ),
    );
    expect(body.itemsSold.current).toBe(
      await one(sql`select sum(i.quantity) from ecommerce_order_items i join ecommerce_orders o on o.id = i.order_id
                    where o.site = 'naszdom' and o.created_at >= ${FROM}::timestamptz and o.created_at < ${END}::timestamptz and o.status in ${KEPT}`),
    );
    expect(body.customersNew).toEqual({
      current: await one(sql`select count(*) from ecommerce_customers where ${inRange}`),
      previous: await one(sql`select count(*) from ecommerce_customers where ${inPrevious}`),
    });

    // Every status listed, adding up to the orders; every day of January, adding up to the revenue.
    const statuses = await rows(
      sql`select status, count(*) as count from ecommerce_orders where ${inRange} group by status`,
    );
    for (const s of body.byStatus) expect(s.count).toBe(statuses.find((r) => r.status === s.status)?.count ?? 0);
    expect(body.byStatus.map((s: { status: string }) => s.status)).toEqual([
      'paid',
      'shipped',
      'delivered',
      'cancelled',
      'refunded',
    ]);
    expect(body.revenuePerDay).toHaveLength(31);
    expect(body.revenuePerDay.reduce((n: number, d: { amount: number }) => n + d.amount, 0)).toBe(revenue);
    const jan7 =
      await one(sql`select coalesce(sum(total_minor), 0) from ecommerce_orders where site = 'naszdom' and status in ${KEPT}
                               and created_at >= '2026-01-07T00:00:00Z'::timestamptz and created_at < '2026-01-08T00:00:00Z'::timestamptz`);
    expect(body.revenuePerDay[6]).toMatchObject({ date: '2026-01-07', amount: jan7 });

    // Twelve months up to January 2026; the seed began on 1 March 2025, so February 2025 is empty.
    expect(body.revenuePerMonth.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthStart('2025-02-01', -i).slice(0, 7)),
    );
    expect(body.revenuePerMonth[0].amount).toBe(0);
    expect(body.revenuePerMonth[11].amount).toBe(revenue);
    expect(body.revenuePerMonth[10].amount).toBe(body.revenue.previous);

    const countries =
      await rows(sql`select country, count(*) as orders, sum(total_minor) as amount from ecommerce_orders
                                     where ${inRange} and status in ${KEPT} group by country order by sum(total_minor) desc, country limit 6`);
    expect(body.byCountry).toEqual(countries);
    expect(body.byCountry[0].country).toBe('PL');

    const top =
      await rows(sql`select p.id, p.name, sum(i.quantity) as quantity, sum(i.quantity * i.unit_price_minor) as amount
                               from ecommerce_order_items i join ecommerce_orders o on o.id = i.order_id join ecommerce_products p on p.id = i.product_id
                               where o.site = 'naszdom' and o.created_at >= ${FROM}::timestamptz and o.created_at < ${END}::timestamptz and o.status in ${KEPT}
                               group by p.id order by amount desc, p.name limit 5`);
    expect(
      body.topProducts.map((p: { id: string; name: string; quantity: number; amount: number }) => ({
        id: p.id,
        name: p.name,
        quantity: p.quantity,
        amount: p.amount,
      })),
    ).toEqual(top);

    const recent = await rows(
      sql`select id from ecommerce_orders where ${inRange} order by created_at desc, number desc limit 10`,
    );
    expect(body.recent.map((r: { id: string }) => r.id)).toEqual(recent.map((r) => r.id));
    expect(body.recent[0]).toMatchObject({ site: 'naszdom', currency: 'PLN' });
    expect(body.recent[0].customer).toMatch(/\S+ \S+/);
    expect(Date.parse(body.recent[0].createdAt)).toBeLessThan(Date.parse(END));
  });

  it('sums one currency across every site and says how many orders it left out', async () => {
    const body = (await figures(`${RANGE}&scope=all`)).json();
    expect(body).toMatchObject({ scope: 'all', site: null });
    const inRange = sql`created_at >= ${FROM}::timestamptz and created_at < ${END}::timestamptz`;
    const [main] =
      await rows(sql`select currency from ecommerce_orders where created_at >= ${PREVIOUS_FROM}::timestamptz and created_at < ${END}::timestamptz
                                  group by currency order by count(*) desc, currency limit 1`);
    expect(body.currency).toBe(main!.currency);
    expect(body.orders.current).toBe(await one(sql`select count(*) from ecommerce_orders where ${inRange}`));
    expect(body.otherCurrencyOrders).toBe(
      await one(sql`select count(*) from ecommerce_orders where ${inRange} and currency <> ${body.currency}`),
    );
    expect(body.otherCurrencyOrders).toBeGreaterThan(0);
    expect(body.revenue.current).toBe(
      await one(
        sql`select sum(total_minor) from ecommerce_orders where ${inRange} and status in ${KEPT} and currency = ${body.currency}`,
      ),
    );
    expect(new Set(body.topProducts.map((p: { site: string }) => p.site)).size).toBeGreaterThan(1);

    // Another host is its own shop.
    const games = (await figures(RANGE, HOSTS.bestgame)).json();
    expect(games).toMatchObject({ site: 'bestgame', currency: 'USD' });
    expect(games.orders.current).toBe(
      await one(sql`select count(*) from ecommerce_orders where site = 'bestgame' and ${inRange}`),
    );
  });

  it('answers an empty period with zeros, not errors', async () => {
    const body = (await figures('?from=2024-01-01&to=2024-01-31')).json();
    expect(body).toMatchObject({
      currency: null,
      orders: { current: 0, previous: 0 },
      revenue: { current: 0, previous: 0 },
    });
    expect(body.averageOrder).toEqual({ current: 0, previous: 0 });
    expect(body.recent).toEqual([]);
    expect(body.topProducts).toEqual([]);
  });

  it('is for administrators only: 401 signed out, 403 for a member', async () => {
    expect((await figures(RANGE, HOSTS.naszdom, null)).statusCode).toBe(401);
    const refused = await figures(RANGE, HOSTS.naszdom, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
  });

  it('refuses a bad range with 400 and the field at fault', async () => {
    const codes = async (query: string) => {
      const res = await figures(query);
      expect(res.statusCode, query).toBe(400);
      return fieldCodes(res.json());
    };
    expect(await codes('?from=2026-01-31&to=2026-01-01')).toEqual({ from: 'dashboardRangeInvalid' });
    expect(await codes('?from=2024-01-01&to=2026-01-02')).toEqual({ to: 'dashboardRangeTooLong' });
    expect(await codes('?from=2026-02-30&to=2026-03-01')).toEqual({ from: 'dashboardDateInvalid' });
    expect(await codes(`${RANGE}&scope=galaxy`)).toEqual({ scope: 'dashboardScopeInvalid' });
  });
});

describe('months of the growth chart', () => {
  it('counts back whole months across a year', () => {
    expect(monthStart('2026-01-31', 11)).toBe('2025-02-01');
    expect(monthStart('2026-03-15')).toBe('2026-03-01');
  });
});
