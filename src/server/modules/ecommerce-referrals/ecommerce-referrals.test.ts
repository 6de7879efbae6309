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
  ecommerceReferralCodes,
  ecommerceReferralOrders,
  ecommerceReferralPayouts,
} from '../../db/schema';
import { siteShop } from '../../db/seed/demo-ecommerce';
import { seedDemoReferrals } from '../../db/seed/demo-ecommerce-referrals';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, HOSTS } from '../../test/listings';

/*
 * The referral programme's API over the demo shops of naszdom (złoty) and bestgame (dollars) with
 * their seeded codes: earnings against hand-written SQL, codes and payouts made and refused, a
 * refund taking its commission away, site boundaries and permissions.
 */

interface Row {
  id: string;
  code: string;
  customerId: string;
  commissionBp: number;
  status: string;
  orders: number;
  earningsMinor: number;
  paidMinor: number;
  pendingMinor: number;
  currency: string;
  payouts: { id: string; amountMinor: number; status: string; payoutDate: string; paidAt: string | null }[];
}

describeDialects('eCommerce referrals API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;
  const as = (who: TestUser | null, host: string = HOSTS.naszdom) => client(app, who, host);
  const one = async (q: ReturnType<typeof sql>) =>
    Number(
      Object.values(((await app.db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows[0]!)[0] ?? 0,
    );
  /** A naszdom customer who refers nobody yet. */
  const newReferrer = async () => {
    const [row] = await app.db
      .select({ id: ecommerceCustomers.id })
      .from(ecommerceCustomers)
      .where(
        and(
          eq(ecommerceCustomers.site, 'naszdom'),
          sql`${ecommerceCustomers.id} not in (select customer_id from ecommerce_referral_codes)`,
        ),
      )
      .orderBy(sql`${ecommerceCustomers.createdAt} desc`)
      .limit(1);
    return row!.id;
  };
  const list = async (query = '') =>
    (await as(admin).get(`/api/ecommerce/referrals?pageSize=100${query}`)).json() as {
      items: Row[];
      total: number;
      stats: { earningsMinor: number; unpaidMinor: number; referrals: number; conversion: number; currency: string };
    };

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [admin, member] = await Promise.all([registerAdmin(app), registerUser(app)]);
    for (const id of ['naszdom', 'bestgame']) {
      const shop = siteShop(
        SITES.find((s) => s.id === id)!,
        new Date(),
      );
      await app.db.insert(ecommerceProducts).values(shop.products);
      await app.db.insert(ecommerceCustomers).values(shop.customers);
      for (let i = 0; i < shop.orders.length; i += 500)
        await app.db.insert(ecommerceOrders).values(shop.orders.slice(i, i + 500));
      for (let i = 0; i < shop.items.length; i += 500)
        await app.db.insert(ecommerceOrderItems).values(shop.items.slice(i, i + 500));
    }
    await seedDemoReferrals(app.db);
  }, 120_000);
  afterAll(async () => app?.close());

  it("lists the site's seeded codes with earnings as SQL counts them, and totals", async () => {
    const body = await list();
    expect(body.total).toBe(4);
    expect(body.stats.currency).toBe('PLN');
    const earning = body.items.find((r) => r.earningsMinor > 0)!;
    // Commission per kept order, rounded half up, summed: written out again here in SQL.
    const expected = await one(sql`
      select coalesce(sum(round(o.total_minor * c.commission_bp / 10000.0)), 0)
      from ecommerce_referral_orders ro
      join ecommerce_orders o on o.id = ro.order_id
      join ecommerce_referral_codes c on c.id = ro.code_id
      where c.id = ${earning.id} and o.status in ('paid', 'shipped', 'delivered')`);
    expect(earning.earningsMinor).toBe(expected);
    expect(earning.orders).toBe(
      await one(sql`select count(*) from ecommerce_referral_orders where code_id = ${earning.id}`),
    );
    const sum = (pick: (r: Row) => number) => body.items.reduce((n, r) => n + pick(r), 0);
    expect(body.stats.earningsMinor).toBe(sum((r) => r.earningsMinor));
    expect(body.stats.unpaidMinor).toBe(sum((r) => r.earningsMinor) - sum((r) => r.paidMinor));
    expect(body.stats.referrals).toBe(sum((r) => r.orders));
    expect(body.stats.conversion).toBeCloseTo(body.items.filter((r) => r.orders > 0).length / 4);
    expect(body.items.some((r) => r.payouts.some((p) => p.status === 'paid'))).toBe(true);
    // bestgame's codes are its own, in its currency.
    const other = (await as(admin, HOSTS.bestgame).get('/api/ecommerce/referrals')).json();
    expect(other.stats.currency).toBe('USD');
    expect(other.items.map((r: Row) => r.id)).not.toContain(earning.id);
  });

  it('searches by code or referrer and filters by status, paging on the server', async () => {
    const all = await list();
    const paused = await list('&status=paused');
    expect(paused.items.map((r) => r.status)).toEqual(['paused']);
    const code = all.items[0]!.code;
    const found = await list(`&q=${encodeURIComponent(code.slice(0, 5).toLowerCase())}`);
    expect(found.items.map((r) => r.code)).toContain(code);
    const page = (await as(admin).get('/api/ecommerce/referrals?pageSize=3&page=2&sort=code&order=asc')).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBe(4);
    expect(page.items[0].code).toBe([...all.items.map((r) => r.code)].sort().at(-1));
  });

  it('creates a code for a customer; refuses bad input, a taken code and another site’s customer', async () => {
    const customerId = await newReferrer();
    const res = await as(admin).post('/api/ecommerce/referrals', {
      customerId,
      code: ' spring-25 ',
      commissionPercent: 12.5,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'SPRING-25',
      customerId,
      commissionBp: 1250,
      status: 'active',
      orders: 0,
      earningsMinor: 0,
      payouts: [],
    });
    expect((await list()).total).toBe(5);

    const taken = await as(admin).post('/api/ecommerce/referrals', {
      customerId,
      code: 'Spring-25',
      commissionPercent: 5,
    });
    expect(taken.statusCode).toBe(409);
    expect(fieldCodes(taken.json())).toEqual({ code: 'referralCodeTaken' });
    // The same word is free on another site, but not for a customer of this one.
    const elsewhere = await as(admin, HOSTS.bestgame).post('/api/ecommerce/referrals', {
      customerId,
      code: 'SPRING-25',
      commissionPercent: 5,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(fieldCodes(elsewhere.json())).toEqual({ customerId: 'referralReferrerRequired' });

    const bad = await as(admin).post('/api/ecommerce/referrals', {
      customerId: 'someone',
      code: 'a!',
      commissionPercent: 120,
      status: 'gone',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldCodes(bad.json())).toEqual({
      customerId: 'referralReferrerRequired',
      code: 'referralCodeInvalid',
      commissionPercent: 'referralCommissionInvalid',
      status: 'notInList',
    });
    expect((await list()).total).toBe(5);
  });

  it('earns commission on referred orders, and a refund takes it back', async () => {
    const customerId = await newReferrer();
    const code = (
      await as(admin).post('/api/ecommerce/referrals', { customerId, code: 'AUTUMN-10', commissionPercent: 10 })
    ).json() as Row;
    const orders = await app.db
      .select()
      .from(ecommerceOrders)
      .where(
        and(
          eq(ecommerceOrders.site, 'naszdom'),
          eq(ecommerceOrders.status, 'paid'),
          sql`${ecommerceOrders.id} not in (select order_id from ecommerce_referral_orders)`,
        ),
      )
      .limit(2);
    await app.db.insert(ecommerceReferralOrders).values(orders.map((o) => ({ orderId: o.id, codeId: code.id })));
    const earned = orders.reduce((n, o) => n + Math.floor((o.totalMinor * 1000 + 5000) / 10000), 0);
    const row = (await list('&q=AUTUMN')).items[0]!;
    expect(row).toMatchObject({ orders: 2, earningsMinor: earned });

    const refund = await as(admin).post(`/api/ecommerce/orders/${orders[0]!.id}/status`, { status: 'refunded' });
    expect(refund.statusCode, refund.body).toBe(200);
    const after = (await list('&q=AUTUMN')).items[0]!;
    expect(after.orders).toBe(2);
    expect(after.earningsMinor).toBe(Math.floor((orders[1]!.totalMinor * 1000 + 5000) / 10000));
  });

  it('records payouts up to what is unpaid, and marks a pending one paid', async () => {
    const row = (await list()).items.find((r) => r.earningsMinor - r.paidMinor - r.pendingMinor > 10)!;
    const open = row.earningsMinor - row.paidMinor - row.pendingMinor;
    const url = `/api/ecommerce/referrals/${row.id}/payouts`;
    const res = await as(admin).post(url, { amountMinor: 10, payoutDate: '2026-02-28' });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json() as Row;
    expect(made.pendingMinor).toBe(row.pendingMinor + 10);
    const payout = made.payouts.find((p) => p.payoutDate === '2026-02-28' && p.amountMinor === 10)!;
    expect(payout).toMatchObject({ status: 'pending', paidAt: null });

    const tooMuch = await as(admin).post(url, { amountMinor: open, payoutDate: '2026-02-28' });
    expect(tooMuch.statusCode).toBe(409);
    expect(fieldCodes(tooMuch.json())).toEqual({ amountMinor: 'referralPayoutTooMuch' });
    const bad = await as(admin).post(url, { amountMinor: 0, payoutDate: '2026-02-30' });
    expect(bad.statusCode).toBe(400);
    expect(fieldCodes(bad.json())).toEqual({
      amountMinor: 'referralPayoutAmountInvalid',
      payoutDate: 'referralPayoutDateInvalid',
    });
    expect(await one(sql`select count(*) from ecommerce_referral_payouts where code_id = ${row.id}`)).toBe(
      row.payouts.length + 1,
    );

    const paid = await as(admin).post(`${url}/${payout.id}/paid`);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = paid.json() as Row;
    expect(after.paidMinor).toBe(row.paidMinor + 10);
    expect(after.pendingMinor).toBe(row.pendingMinor);
    expect(after.payouts.find((p) => p.id === payout.id)).toMatchObject({ status: 'paid' });
    expect(after.payouts.find((p) => p.id === payout.id)!.paidAt).not.toBeNull();
    const stats = (await list()).stats;
    expect(stats.unpaidMinor).toBe((await list()).items.reduce((n, r) => n + r.earningsMinor - r.paidMinor, 0));

    expect((await as(admin, HOSTS.bestgame).post(url, { amountMinor: 1, payoutDate: '2026-02-28' })).statusCode).toBe(
      404,
    );
    expect((await as(admin).post(`${url}/${randomUUID()}/paid`)).statusCode).toBe(404);
  });

  it('is for those who may: 401 signed out, 403 for members, and nothing changes', async () => {
    const [code] = await app.db.select().from(ecommerceReferralCodes).limit(1);
    const before = await one(sql`select count(*) from ecommerce_referral_payouts`);
    expect((await as(null).get('/api/ecommerce/referrals')).statusCode).toBe(401);
    expect((await as(member).get('/api/ecommerce/referrals')).statusCode).toBe(403);
    const body = { customerId: code!.customerId, code: 'MEMBER-1', commissionPercent: 50 };
    expect((await as(null).post('/api/ecommerce/referrals', body)).statusCode).toBe(401);
    expect((await as(member).post('/api/ecommerce/referrals', body)).statusCode).toBe(403);
    const payout = { amountMinor: 1, payoutDate: '2026-02-28' };
    expect((await as(member).post(`/api/ecommerce/referrals/${code!.id}/payouts`, payout)).statusCode).toBe(403);
    const [somePayout] = await app.db.select().from(ecommerceReferralPayouts).limit(1);
    expect(
      (await as(member).post(`/api/ecommerce/referrals/${code!.id}/payouts/${somePayout!.id}/paid`)).statusCode,
    ).toBe(403);
    expect(await one(sql`select count(*) from ecommerce_referral_codes where code = 'MEMBER-1'`)).toBe(0);
    expect(await one(sql`select count(*) from ecommerce_referral_payouts`)).toBe(before);
  });
});
