import { and, count, desc, eq, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  addDays,
  type DashboardScope,
  type DayCount,
  type PeriodFigure,
  todayUtc,
} from '../../../common/schemas/dashboards';
import type { Fleet, FleetVehicle, LogisticsDashboard, LogisticsDispatch } from '../../../common/schemas/logistics';
import type { Db } from '../../db/client';
import { between, dayOf, inBothPeriods, inRange, instant, windowOf, type DayWindow } from '../../db/day-ranges';
import { shipments, vehicles } from '../../db/schema';

/*
 * The logistics figures (issue #17): each one SQL aggregate over the site's vehicles and
 * shipments, in the SQL PGlite and PostgreSQL share. Ranges are UTC days as on the other
 * dashboards; a range condition is "at or after the first instant, before the
 * instant after the last day", which the (site, created_at) index answers.
 */

/** How many on-route vehicles the dashboard's table lists. */
export const ON_ROUTE_LIMIT = 8;
/** Destination countries the dashboard lists; the rest are not shown. */
const COUNTRY_LIMIT = 6;

export interface LogisticsRequest {
  site: string;
  scope: DashboardScope;
  from?: string | undefined;
  to?: string | undefined;
  now?: Date;
}

/** Rows in the range and in the period before it, split by one column's time. */
const periodCounts = (column: PgColumn, w: DayWindow) => ({
  current: sql<number>`count(*) filter (where ${column} >= ${instant(w.from)})`.mapWith(Number),
  previous: sql<number>`count(*) filter (where ${column} < ${instant(w.from)})`.mapWith(Number),
});

const period = (row: { current: number; previous: number } | undefined): PeriodFigure => ({
  current: row?.current ?? 0,
  previous: row?.previous ?? 0,
});

function fillDays(w: DayWindow, rows: readonly { date: string; count: number }[]): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.date, r.count]));
  return Array.from({ length: w.days }, (_, i) => {
    const date = addDays(w.from, i);
    return { date, count: byDay.get(date) ?? 0 };
  });
}

const vehicleColumns = {
  id: vehicles.id,
  site: vehicles.site,
  name: vehicles.name,
  plate: vehicles.plate,
  type: vehicles.type,
  status: vehicles.status,
  latitude: vehicles.latitude,
  longitude: vehicles.longitude,
  routeFrom: vehicles.routeFrom,
  routeTo: vehicles.routeTo,
  progress: vehicles.progress,
};

/** Where the fleet list puts a vehicle: on a route first, then loading, parked, in the workshop. */
const fleetOrder = sql`case ${vehicles.status} when 'on_route' then 0 when 'loading' then 1 when 'idle' then 2 else 3 end`;

/** Hours between sending and delivery, as a number with one decimal; null when nothing was delivered. */
const hours = (value: string | number | null | undefined): number | null =>
  value === null || value === undefined ? null : Math.round(Number(value) * 10) / 10;

export async function logisticsDashboard(db: Db, request: LogisticsRequest): Promise<LogisticsDashboard> {
  const w = windowOf(request.from, request.to, request.now ?? new Date());
  const one = request.scope === 'site';
  const vehicleSite = one ? eq(vehicles.site, request.site) : undefined;
  const shipmentSite = one ? eq(shipments.site, request.site) : undefined;
  const deliveredInBoth = and(shipmentSite, eq(shipments.status, 'delivered'), inBothPeriods(shipments.deliveredAt, w));
  const deliveryHours = sql<string>`extract(epoch from (${shipments.deliveredAt} - ${shipments.createdAt})) / 3600`;

  const [
    vehicleRows,
    onRoute,
    [created],
    [delivered],
    createdDays,
    deliveredDays,
    statusRows,
    [open],
    [onTime],
    [late],
    [averages],
    [exceptions],
    reasonRows,
    countryRows,
  ] = await Promise.all([
    db.select({ status: vehicles.status, n: count() }).from(vehicles).where(vehicleSite).groupBy(vehicles.status),
    db
      .select(vehicleColumns)
      .from(vehicles)
      .where(and(vehicleSite, eq(vehicles.status, 'on_route')))
      .orderBy(desc(vehicles.progress), vehicles.name)
      .limit(ON_ROUTE_LIMIT),
    db
      .select(periodCounts(shipments.createdAt, w))
      .from(shipments)
      .where(and(shipmentSite, inBothPeriods(shipments.createdAt, w))),
    db.select(periodCounts(shipments.deliveredAt, w)).from(shipments).where(deliveredInBoth),
    db
      .select({ date: dayOf(shipments.createdAt), count: count() })
      .from(shipments)
      .where(and(shipmentSite, inRange(shipments.createdAt, w)))
      .groupBy(dayOf(shipments.createdAt)),
    db
      .select({ date: dayOf(shipments.deliveredAt), count: count() })
      .from(shipments)
      .where(and(shipmentSite, eq(shipments.status, 'delivered'), inRange(shipments.deliveredAt, w)))
      .groupBy(dayOf(shipments.deliveredAt)),
    db
      .select({ status: shipments.status, n: count() })
      .from(shipments)
      .where(and(shipmentSite, inRange(shipments.createdAt, w)))
      .groupBy(shipments.status),
    db
      .select({ n: count() })
      .from(shipments)
      .where(and(shipmentSite, notInArray(shipments.status, ['delivered', 'returned']))),
    db
      .select(periodCounts(shipments.deliveredAt, w))
      .from(shipments)
      .where(and(deliveredInBoth, lte(shipments.deliveredAt, shipments.expectedAt))),
    db
      .select(periodCounts(shipments.deliveredAt, w))
      .from(shipments)
      .where(and(deliveredInBoth, sql`${shipments.deliveredAt} > ${shipments.expectedAt}`)),
    db
      .select({
        current: sql<
          string | null
        >`avg(${deliveryHours}) filter (where ${shipments.deliveredAt} >= ${instant(w.from)})`,
        previous: sql<
          string | null
        >`avg(${deliveryHours}) filter (where ${shipments.deliveredAt} < ${instant(w.from)})`,
      })
      .from(shipments)
      .where(deliveredInBoth),
    db
      .select(periodCounts(shipments.createdAt, w))
      .from(shipments)
      .where(and(shipmentSite, isNotNull(shipments.exception), inBothPeriods(shipments.createdAt, w))),
    db
      .select({ key: sql<string>`${shipments.exception}`, count: count() })
      .from(shipments)
      .where(and(shipmentSite, isNotNull(shipments.exception), inRange(shipments.createdAt, w)))
      .groupBy(shipments.exception)
      .orderBy(desc(count()), shipments.exception),
    db
      .select({ key: shipments.destinationCountry, count: count() })
      .from(shipments)
      .where(and(shipmentSite, inRange(shipments.createdAt, w)))
      .groupBy(shipments.destinationCountry)
      .orderBy(desc(count()), shipments.destinationCountry)
      .limit(COUNTRY_LIMIT),
  ]);

  const byStatus = { on_route: 0, loading: 0, idle: 0, maintenance: 0 };
  for (const row of vehicleRows) byStatus[row.status] = row.n;
  const shipmentStatus = { pending: 0, in_transit: 0, out_for_delivery: 0, delivered: 0, returned: 0 };
  for (const row of statusRows) shipmentStatus[row.status] = row.n;

  return {
    range: w,
    scope: request.scope,
    site: one ? request.site : null,
    vehicles: {
      total: Object.values(byStatus).reduce((a, b) => a + b, 0),
      byStatus,
      onRoute,
    },
    shipments: {
      created: period(created),
      delivered: period(delivered),
      createdPerDay: fillDays(w, createdDays),
      deliveredPerDay: fillDays(w, deliveredDays),
      byStatus: shipmentStatus,
      openNow: open?.n ?? 0,
    },
    performance: {
      onTime: period(onTime),
      late: period(late),
      averageHours: { current: hours(averages?.current), previous: hours(averages?.previous) },
      exceptions: period(exceptions),
      exceptionsByReason: reasonRows,
    },
    countries: countryRows,
  };
}

/** Every vehicle of the scope, on-route ones first, then by name: the fleet page's list and map. */
export async function logisticsFleet(db: Db, request: Pick<LogisticsRequest, 'site' | 'scope'>): Promise<Fleet> {
  const one = request.scope === 'site';
  const rows: FleetVehicle[] = await db
    .select(vehicleColumns)
    .from(vehicles)
    .where(one ? eq(vehicles.site, request.site) : undefined)
    .orderBy(fleetOrder, vehicles.site, vehicles.name);
  return { scope: request.scope, site: one ? request.site : null, vehicles: rows };
}

/**
 * The dispatcher's view of one site now (scope internal): its vehicles and the parcels still on
 * their way. Only the request's site, and nothing of the past beyond today: no trends, delivery
 * record, exceptions or countries, which are the administrators' (logisticsDashboard).
 */
export async function logisticsDispatch(db: Db, site: string, now = new Date()): Promise<LogisticsDispatch> {
  const today = todayUtc(now);
  const open = and(eq(shipments.site, site), notInArray(shipments.status, ['delivered', 'returned']));
  const [list, [counts], [delivered]] = await Promise.all([
    db
      .select(vehicleColumns)
      .from(vehicles)
      .where(eq(vehicles.site, site))
      .orderBy(fleetOrder, desc(vehicles.progress), vehicles.name),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${shipments.status} = 'pending')`.mapWith(Number),
        inTransit: sql<number>`count(*) filter (where ${shipments.status} = 'in_transit')`.mapWith(Number),
        outForDelivery: sql<number>`count(*) filter (where ${shipments.status} = 'out_for_delivery')`.mapWith(Number),
        overdue:
          sql<number>`count(*) filter (where ${shipments.expectedAt} < ${now.toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
        dueToday: sql<number>`count(*) filter (where ${between(shipments.expectedAt, today, today)})`.mapWith(Number),
      })
      .from(shipments)
      .where(open),
    db
      .select({ n: count() })
      .from(shipments)
      .where(
        and(eq(shipments.site, site), eq(shipments.status, 'delivered'), between(shipments.deliveredAt, today, today)),
      ),
  ]);
  const byStatus = { on_route: 0, loading: 0, idle: 0, maintenance: 0 };
  for (const v of list) byStatus[v.status] += 1;
  return {
    site,
    vehicles: { total: list.length, byStatus, list },
    shipments: {
      pending: counts?.pending ?? 0,
      inTransit: counts?.inTransit ?? 0,
      outForDelivery: counts?.outForDelivery ?? 0,
      overdue: counts?.overdue ?? 0,
      dueToday: counts?.dueToday ?? 0,
      deliveredToday: delivered?.n ?? 0,
    },
  };
}
