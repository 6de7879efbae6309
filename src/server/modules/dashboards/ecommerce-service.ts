import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { addDays, type DashboardScope } from '../../../common/schemas/dashboards';
import {
  ORDER_STATUS_KEYS,
  type DayAmount,
  type EcommerceDashboard,
  type MonthAmount,
} from '../../../common/schemas/ecommerce-dashboard';
import type { Db } from '../../db/client';
import {
  ecommerceCustomers,
  ecommerceOrderItems,
  ecommerceOrders,
  ecommerceProducts,
  KEPT_ORDER_STATUSES,
} from '../../db/schema';
import { between, instant, windowOf } from '../../db/day-ranges';

/*
 * The eCommerce dashboard's figures (issue #17): SQL aggregates over the shop tables, in the SQL
 * PGlite and PostgreSQL share. Ranges are UTC days as on the other dashboards ("at or after the
 * first instant, before the day after the last"), so the (site, created_at) indexes answer them.
 * Money sums are one currency's (see schemas/ecommerce-dashboard.ts); counts are every order's.
 */

const TOP_PRODUCTS = 5;
const TOP_COUNTRIES = 6;
const RECENT_ORDERS = 10;
const GROWTH_MONTHS = 12;

export interface EcommerceRequest {
  site: string;
  scope: DashboardScope;
  from?: string | undefined;
  to?: string | undefined;
  now?: Date;
}

/** sum() of integers is a bigint, which the drivers hand over as text: a number, 0 for no rows. */
const sumOf = (expr: SQL): SQL<number> => sql<number>`coalesce(sum(${expr}), 0)`.mapWith(Number);

/** The first day of the month `months` before the month of `day` (YYYY-MM-01). */
export function monthStart(day: string, monthsBack = 0): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - monthsBack);
  return d.toISOString().slice(0, 10);
}

export async function ecommerceFigures(db: Db, request: EcommerceRequest): Promise<EcommerceDashboard> {
  const w = windowOf(request.from, request.to, request.now ?? new Date());
  const o = ecommerceOrders;
  const site = request.scope === 'site' ? eq(o.site, request.site) : undefined;
  const bothPeriods = between(o.createdAt, w.previousFrom, w.to);
  const inRange = between(o.createdAt, w.from, w.to);
  const isCurrent = sql`${o.createdAt} >= ${instant(w.from)}`;
  const isPrevious = sql`${o.createdAt} < ${instant(w.from)}`;

  // The currency most orders of both periods were in: a shop's own; every site at once, the largest.
  const [main] = await db
    .select({ currency: o.currency })
    .from(o)
    .where(and(site, bothPeriods))
    .groupBy(o.currency)
    .orderBy(desc(count()), o.currency)
    .limit(1);
  const currency = main?.currency ?? null;
  const kept = and(inArray(o.status, [...KEPT_ORDER_STATUSES]), eq(o.currency, currency ?? ''))!;
  const keptIn = (when: SQL) => sql`${kept} and ${when}`;

  const monthsFrom = monthStart(w.to, GROWTH_MONTHS - 1);
  const month = sql<string>`to_char(${o.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const day = sql<string>`to_char(${o.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const lineAmount = sql`${ecommerceOrderItems.quantity} * ${ecommerceOrderItems.unitPriceMinor}`;

  const [[totals], [items], [customers], days, months, countries, top, statuses, recent] = await Promise.all([
    db
      .select({
        ordersCurrent: sql<number>`count(*) filter (where ${isCurrent})`.mapWith(Number),
        ordersPrevious: sql<number>`count(*) filter (where ${isPrevious})`.mapWith(Number),
        keptCurrent: sql<number>`count(*) filter (where ${keptIn(isCurrent)})`.mapWith(Number),
        keptPrevious: sql<number>`count(*) filter (where ${keptIn(isPrevious)})`.mapWith(Number),
        revenueCurrent: sql<number>`coalesce(sum(${o.totalMinor}) filter (where ${keptIn(isCurrent)}), 0)`.mapWith(
          Number,
        ),
        revenuePrevious: sql<number>`coalesce(sum(${o.totalMinor}) filter (where ${keptIn(isPrevious)}), 0)`.mapWith(
          Number,
        ),
        refundsCurrent:
          sql<number>`coalesce(sum(${o.totalMinor}) filter (where ${o.status} = 'refunded' and ${o.currency} = ${currency ?? ''} and ${isCurrent}), 0)`.mapWith(
            Number,
          ),
        refundsPrevious:
          sql<number>`coalesce(sum(${o.totalMinor}) filter (where ${o.status} = 'refunded' and ${o.currency} = ${currency ?? ''} and ${isPrevious}), 0)`.mapWith(
            Number,
          ),
        otherCurrency: sql<number>`count(*) filter (where ${o.currency} <> ${currency ?? ''} and ${isCurrent})`.mapWith(
          Number,
        ),
      })
      .from(o)
      .where(and(site, bothPeriods)),
    db
      .select({
        current: sql<number>`coalesce(sum(${ecommerceOrderItems.quantity}) filter (where ${isCurrent}), 0)`.mapWith(
          Number,
        ),
        previous: sql<number>`coalesce(sum(${ecommerceOrderItems.quantity}) filter (where ${isPrevious}), 0)`.mapWith(
          Number,
        ),
      })
      .from(ecommerceOrderItems)
      .innerJoin(o, eq(o.id, ecommerceOrderItems.orderId))
      .where(and(site, bothPeriods, kept)),
    db
      .select({
        current: sql<number>`count(*) filter (where ${ecommerceCustomers.createdAt} >= ${instant(w.from)})`.mapWith(
          Number,
        ),
        previous: sql<number>`count(*) filter (where ${ecommerceCustomers.createdAt} < ${instant(w.from)})`.mapWith(
          Number,
        ),
      })
      .from(ecommerceCustomers)
      .where(
        and(
          request.scope === 'site' ? eq(ecommerceCustomers.site, request.site) : undefined,
          between(ecommerceCustomers.createdAt, w.previousFrom, w.to),
        ),
      ),
    db
      .select({ date: day, amount: sumOf(sql`${o.totalMinor}`), orders: count() })
      .from(o)
      .where(and(site, inRange, kept))
      .groupBy(day),
    db
      .select({ month, amount: sumOf(sql`${o.totalMinor}`), orders: count() })
      .from(o)
      .where(and(site, between(o.createdAt, monthsFrom, w.to), kept))
      .groupBy(month),
    db
      .select({ country: o.country, orders: count(), amount: sumOf(sql`${o.totalMinor}`) })
      .from(o)
      .where(and(site, inRange, kept))
      .groupBy(o.country)
      .orderBy(desc(sumOf(sql`${o.totalMinor}`)), o.country)
      .limit(TOP_COUNTRIES),
    db
      .select({
        id: ecommerceProducts.id,
        name: ecommerceProducts.name,
        category: ecommerceProducts.category,
        site: ecommerceProducts.site,
        quantity: sumOf(sql`${ecommerceOrderItems.quantity}`),
        amount: sumOf(lineAmount),
      })
      .from(ecommerceOrderItems)
      .innerJoin(o, eq(o.id, ecommerceOrderItems.orderId))
      .innerJoin(ecommerceProducts, eq(ecommerceProducts.id, ecommerceOrderItems.productId))
      .where(and(site, inRange, kept))
      .groupBy(ecommerceProducts.id)
      .orderBy(desc(sumOf(lineAmount)), ecommerceProducts.name)
      .limit(TOP_PRODUCTS),
    db.select({ status: o.status, count: count() }).from(o).where(and(site, inRange)).groupBy(o.status),
    db
      .select({
        id: o.id,
        number: o.number,
        site: o.site,
        customer: ecommerceCustomers.name,
        email: ecommerceCustomers.email,
        country: o.country,
        status: o.status,
        totalMinor: o.totalMinor,
        currency: o.currency,
        items:
          sql<number>`(select coalesce(sum(i.quantity), 0) from ${ecommerceOrderItems} i where i.order_id = ${o.id})`.mapWith(
            Number,
          ),
        createdAt: o.createdAt,
      })
      .from(o)
      .innerJoin(ecommerceCustomers, eq(ecommerceCustomers.id, o.customerId))
      .where(and(site, inRange))
      .orderBy(desc(o.createdAt), desc(o.number))
      .limit(RECENT_ORDERS),
  ]);

  const average = (revenue: number, orders: number) => (orders === 0 ? 0 : Math.round(revenue / orders));
  const t = totals ?? {
    ordersCurrent: 0,
    ordersPrevious: 0,
    keptCurrent: 0,
    keptPrevious: 0,
    revenueCurrent: 0,
    revenuePrevious: 0,
    refundsCurrent: 0,
    refundsPrevious: 0,
    otherCurrency: 0,
  };
  const statusCounts = new Map(statuses.map((s) => [s.status, s.count]));

  return {
    range: w,
    scope: request.scope,
    site: request.scope === 'site' ? request.site : null,
    currency,
    otherCurrencyOrders: t.otherCurrency,
    orders: { current: t.ordersCurrent, previous: t.ordersPrevious },
    revenue: { current: t.revenueCurrent, previous: t.revenuePrevious },
    refunds: { current: t.refundsCurrent, previous: t.refundsPrevious },
    averageOrder: {
      current: average(t.revenueCurrent, t.keptCurrent),
      previous: average(t.revenuePrevious, t.keptPrevious),
    },
    itemsSold: { current: items?.current ?? 0, previous: items?.previous ?? 0 },
    customersNew: { current: customers?.current ?? 0, previous: customers?.previous ?? 0 },
    revenuePerDay: fillDays(w.from, w.days, days),
    revenuePerMonth: fillMonths(monthsFrom, months),
    byCountry: countries,
    topProducts: top,
    byStatus: ORDER_STATUS_KEYS.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
    recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}

/** Every day of the range, zero where nothing was sold (a chart needs the gaps). */
function fillDays(from: string, days: number, rows: readonly DayAmount[]): DayAmount[] {
  const byDay = new Map(rows.map((r) => [r.date, r]));
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const row = byDay.get(date);
    return { date, amount: row?.amount ?? 0, orders: row?.orders ?? 0 };
  });
}

function fillMonths(firstDay: string, rows: readonly MonthAmount[]): MonthAmount[] {
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return Array.from({ length: GROWTH_MONTHS }, (_, i) => {
    const month = monthStart(firstDay, -i).slice(0, 7);
    const row = byMonth.get(month);
    return { month, amount: row?.amount ?? 0, orders: row?.orders ?? 0 };
  });
}
