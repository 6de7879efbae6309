import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { shipments, vehicles } from '../../db/schema';
import { seedDemoLogistics } from '../../db/seed/demo-logistics';
import { registerAdmin, registerUser, type TestUser } from '../../test/accounts';
import { buildTestApp } from '../../test/build-test-app';
import { describeDialects } from '../../test/describe-dialects';
import { fieldCodes } from '../../test/field-codes';
import { client, HOSTS } from '../../test/listings';

/*
 * Two kinds of data: the demo seed (a year of shipments ending on SEEDED_UNTIL) checked against
 * hand-written SQL, and a few shipments written here in January 2026 (after the seeded year,
 * the previous period the ten days of December before it) whose figures are counted by hand.
 */
const SEEDED_UNTIL = new Date('2025-09-30T12:00:00Z');
const RANGE = '?from=2026-01-01&to=2026-01-10';
const at = (iso: string) => new Date(iso);

describeDialects('logistics API, on %s', (dialect) => {
  let app: App;
  let admin: TestUser;
  let member: TestUser;

  const get = (path: string, host: string = HOSTS.naszdom, who: TestUser | null = admin) =>
    client(app, who, host).get(path);
  /** One number from hand-written SQL. */
  const rowsOf = async <R>(query: ReturnType<typeof sql>) => ((await app.db.execute(query)) as { rows: R[] }).rows;
  const one = async (query: ReturnType<typeof sql>) => {
    const n = (await rowsOf<{ n: string | number | null }>(query))[0]?.n;
    return n === null || n === undefined ? null : Number(n);
  };

  beforeAll(async () => {
    app = await buildTestApp({ dialect });
    [admin, member] = await Promise.all([registerAdmin(app), registerUser(app)]);
    await seedDemoLogistics(app.db, SEEDED_UNTIL);

    const [truck] = await app.db
      .insert(vehicles)
      .values({
        site: 'naszdom',
        name: 'Test truck',
        plate: 'WX 00001',
        type: 'truck',
        status: 'on_route',
        latitude: 52.2,
        longitude: 21,
        routeFrom: 'Warszawa',
        routeTo: 'Gdańsk',
        progress: 100,
      })
      .returning({ id: vehicles.id });
    const parcel = (
      created: string,
      expected: string,
      delivered: string | null,
      extra: Partial<typeof shipments.$inferInsert> = {},
    ) => ({
      site: 'naszdom',
      vehicleId: truck!.id,
      origin: 'Warszawa',
      destination: 'Gdańsk',
      destinationCountry: 'PL',
      status: delivered ? ('delivered' as const) : ('in_transit' as const),
      weightKg: 2,
      createdAt: at(created),
      expectedAt: at(expected),
      deliveredAt: delivered ? at(delivered) : null,
      ...extra,
    });
    await app.db.insert(shipments).values([
      // In the range: two on time (24 h and 48 h), one late (72 h), one still on its way abroad.
      parcel('2026-01-02T10:00:00Z', '2026-01-04T10:00:00Z', '2026-01-03T10:00:00Z'),
      parcel('2026-01-02T12:00:00Z', '2026-01-04T12:00:00Z', '2026-01-04T12:00:00Z'),
      parcel('2026-01-05T10:00:00Z', '2026-01-07T10:00:00Z', '2026-01-08T10:00:00Z', { exception: 'weather' }),
      parcel('2026-01-09T10:00:00Z', '2026-01-14T10:00:00Z', null, { destinationCountry: 'DE', destination: 'Berlin' }),
      // The previous period: one delivered late (96 h) after an exception, one returned.
      parcel('2025-12-23T10:00:00Z', '2025-12-25T10:00:00Z', '2025-12-27T10:00:00Z', { exception: 'damaged' }),
      parcel('2025-12-24T10:00:00Z', '2025-12-26T10:00:00Z', null, { status: 'returned', exception: 'wrong_address' }),
      // Another site, same range.
      parcel('2026-01-03T10:00:00Z', '2026-01-05T10:00:00Z', '2026-01-04T10:00:00Z', { site: 'bestgame' }),
    ]);
  });
  afterAll(async () => app?.close());

  it("counts this site's shipments and deliveries in the range against the period before it", async () => {
    const res = await get(`/api/logistics/dashboard${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ scope: 'site', site: 'naszdom' });
    expect(body.range).toMatchObject({ from: '2026-01-01', to: '2026-01-10', days: 10, previousFrom: '2025-12-22' });
    expect(body.shipments.created).toEqual({ current: 4, previous: 2 });
    expect(body.shipments.delivered).toEqual({ current: 3, previous: 1 });
    expect(body.shipments.byStatus).toEqual({
      pending: 0,
      in_transit: 1,
      out_for_delivery: 0,
      delivered: 3,
      returned: 0,
    });
    expect(body.shipments.createdPerDay).toHaveLength(10);
    expect(body.shipments.createdPerDay.filter((d: { count: number }) => d.count > 0)).toEqual([
      { date: '2026-01-02', count: 2 },
      { date: '2026-01-05', count: 1 },
      { date: '2026-01-09', count: 1 },
    ]);
    expect(body.shipments.deliveredPerDay.filter((d: { count: number }) => d.count > 0)).toEqual([
      { date: '2026-01-03', count: 1 },
      { date: '2026-01-04', count: 1 },
      { date: '2026-01-08', count: 1 },
    ]);
    expect(body.performance.onTime).toEqual({ current: 2, previous: 0 });
    expect(body.performance.late).toEqual({ current: 1, previous: 1 });
    expect(body.performance.averageHours).toEqual({ current: 48, previous: 96 });
    expect(body.performance.exceptions).toEqual({ current: 1, previous: 2 });
    expect(body.performance.exceptionsByReason).toEqual([{ key: 'weather', count: 1 }]);
    expect(body.countries).toEqual([
      { key: 'PL', count: 3 },
      { key: 'DE', count: 1 },
    ]);
    // The truck at 100 % leads the on-route table.
    expect(body.vehicles.onRoute[0]).toMatchObject({
      name: 'Test truck',
      progress: 100,
      routeFrom: 'Warszawa',
      routeTo: 'Gdańsk',
    });
  });

  it('every site with scope=all, and another host gets its own site', async () => {
    const all = (await get(`/api/logistics/dashboard${RANGE}&scope=all`)).json();
    expect(all).toMatchObject({ scope: 'all', site: null });
    expect(all.shipments.created).toEqual({ current: 5, previous: 2 });
    expect(all.performance.onTime).toEqual({ current: 3, previous: 0 });
    const games = (await get(`/api/logistics/dashboard${RANGE}`, HOSTS.bestgame)).json();
    expect(games.site).toBe('bestgame');
    expect(games.shipments.created).toEqual({ current: 1, previous: 0 });
    expect(games.countries).toEqual([{ key: 'PL', count: 1 }]);
  });

  it('the seeded year gives the same figures as hand-written SQL', async () => {
    const body = (await get('/api/logistics/dashboard?from=2025-07-01&to=2025-09-30')).json();
    const site = sql`site = 'naszdom'`;
    const created = await one(
      sql`select count(*) as n from logistics_shipments where ${site} and created_at >= '2025-07-01T00:00:00Z' and created_at < '2025-10-01T00:00:00Z'`,
    );
    expect(created).toBeGreaterThan(50);
    expect(body.shipments.created.current).toBe(created);
    const previous = await one(
      sql`select count(*) as n from logistics_shipments where ${site} and created_at >= '2025-03-31T00:00:00Z' and created_at < '2025-07-01T00:00:00Z'`,
    );
    expect(body.shipments.created.previous).toBe(previous);
    const onTime = await one(
      sql`select count(*) as n from logistics_shipments where ${site} and status = 'delivered'
          and delivered_at >= '2025-07-01T00:00:00Z' and delivered_at < '2025-10-01T00:00:00Z' and delivered_at <= expected_at`,
    );
    const late = await one(
      sql`select count(*) as n from logistics_shipments where ${site} and status = 'delivered'
          and delivered_at >= '2025-07-01T00:00:00Z' and delivered_at < '2025-10-01T00:00:00Z' and delivered_at > expected_at`,
    );
    expect(body.performance.onTime.current).toBe(onTime);
    expect(body.performance.late.current).toBe(late);
    expect(body.shipments.delivered.current).toBe(onTime! + late!);
    // Realistic: most parcels arrive on time, some do not.
    expect(onTime! / (onTime! + late!)).toBeGreaterThan(0.6);
    expect(late).toBeGreaterThan(0);
    const hours = await one(
      sql`select avg(extract(epoch from (delivered_at - created_at)) / 3600) as n from logistics_shipments where ${site}
          and status = 'delivered' and delivered_at >= '2025-07-01T00:00:00Z' and delivered_at < '2025-10-01T00:00:00Z'`,
    );
    expect(body.performance.averageHours.current).toBeCloseTo(hours!, 1);
    const exceptions = await one(
      sql`select count(*) as n from logistics_shipments where ${site} and exception is not null
          and created_at >= '2025-07-01T00:00:00Z' and created_at < '2025-10-01T00:00:00Z'`,
    );
    expect(body.performance.exceptions.current).toBe(exceptions);
    const reasons = body.performance.exceptionsByReason.reduce((n: number, r: { count: number }) => n + r.count, 0);
    expect(reasons).toBe(exceptions);
    const topCountry = await rowsOf<{ key: string; n: string | number }>(
      sql`select destination_country as key, count(*) as n from logistics_shipments where ${site}
          and created_at >= '2025-07-01T00:00:00Z' and created_at < '2025-10-01T00:00:00Z'
          group by destination_country order by count(*) desc, destination_country limit 1`,
    );
    expect(body.countries[0]).toEqual({ key: 'PL', count: Number(topCountry[0]!.n) });
    expect(topCountry[0]!.key).toBe('PL');

    // Vehicles are "now": by status, all of them, in the seeded count range.
    for (const status of ['on_route', 'loading', 'idle', 'maintenance'] as const) {
      const n = await one(sql`select count(*) as n from logistics_vehicles where ${site} and status = ${status}`);
      expect(body.vehicles.byStatus[status], status).toBe(n);
    }
    const total = await one(sql`select count(*) as n from logistics_vehicles where ${site}`);
    expect(body.vehicles.total).toBe(total);
    // 10 to 20 seeded, plus the test truck.
    expect(total).toBeGreaterThanOrEqual(11);
    expect(total).toBeLessThanOrEqual(21);
  });

  it('the seed gives every site a fleet in its own country and a year of shipments', async () => {
    const perSite = await rowsOf<{ site: string; n: string | number }>(
      sql`select site, count(*) as n from logistics_shipments where created_at < '2025-10-01T00:00:00Z' group by site`,
    );
    expect(perSite).toHaveLength(11);
    for (const row of perSite) {
      expect(Number(row.n), row.site).toBeGreaterThanOrEqual(300);
      expect(Number(row.n), row.site).toBeLessThanOrEqual(1600);
    }
    // The Polish sites' vehicles stand in Poland.
    const outside = await one(
      sql`select count(*) as n from logistics_vehicles where site = 'korepetycje' and (latitude not between 49 and 55 or longitude not between 14 and 24.2)`,
    );
    expect(outside).toBe(0);
  });

  it('lists the fleet with position, route and progress, on-route vehicles first', async () => {
    const res = await get('/api/logistics/fleet');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ scope: 'site', site: 'naszdom' });
    const total = await one(sql`select count(*) as n from logistics_vehicles where site = 'naszdom'`);
    expect(body.vehicles).toHaveLength(total!);
    expect(body.vehicles[0].status).toBe('on_route');
    expect(body.vehicles.find((v: { name: string }) => v.name === 'Test truck')).toMatchObject({
      latitude: 52.2,
      longitude: 21,
      progress: 100,
    });
    const all = (await get('/api/logistics/fleet?scope=all')).json();
    const everyone = await one(sql`select count(*) as n from logistics_vehicles`);
    expect(all.vehicles).toHaveLength(everyone!);
  });

  it('the dashboard and fleet are for administrators only: 401 signed out, 403 for a member', async () => {
    for (const path of [`/api/logistics/dashboard${RANGE}`, '/api/logistics/fleet']) {
      expect((await get(path, HOSTS.naszdom, null)).statusCode).toBe(401);
      const refused = await get(path, HOSTS.naszdom, member);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('forbidden');
    }
  });

  it('refuses bad input with 400 and the field at fault', async () => {
    const codes = async (path: string) => {
      const res = await get(path);
      expect(res.statusCode, path).toBe(400);
      return fieldCodes(res.json());
    };
    expect(await codes('/api/logistics/dashboard?from=2026-01-10&to=2026-01-01')).toEqual({
      from: 'dashboardRangeInvalid',
    });
    expect(await codes('/api/logistics/dashboard?from=2026-02-30&to=2026-03-01')).toEqual({
      from: 'dashboardDateInvalid',
    });
    expect(await codes('/api/logistics/dashboard?from=2025-01-01&to=2026-01-02')).toEqual({
      to: 'dashboardRangeTooLong',
    });
    expect(await codes('/api/logistics/fleet?scope=everything')).toEqual({ scope: 'dashboardScopeInvalid' });
  });

  it("gives a member (scope internal) the dispatcher's view of this site now, as hand-written SQL counts it", async () => {
    // Today's parcels: one due later today, one delivered an hour ago (or at midnight UTC, when
    // the day is younger than that: the run at 00:55 counted yesterday's), both of this site.
    const now = Date.now();
    const hour = 3_600_000;
    const date = new Date(now).toISOString().slice(0, 10);
    const endOfToday = new Date(`${date}T23:59:00Z`);
    const deliveredAt = new Date(Math.max(now - hour, Date.parse(`${date}T00:00:00Z`)));
    const [truck] = await app.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(sql`name = 'Test truck'`);
    const today = {
      site: 'naszdom',
      vehicleId: truck!.id,
      origin: 'Warszawa',
      destination: 'Łódź',
      destinationCountry: 'PL',
      weightKg: 1,
    };
    await app.db.insert(shipments).values([
      { ...today, status: 'out_for_delivery', createdAt: new Date(now - 2 * hour), expectedAt: endOfToday },
      {
        ...today,
        status: 'delivered',
        createdAt: new Date(now - 3 * hour),
        expectedAt: endOfToday,
        deliveredAt,
      },
    ]);

    const res = await get('/api/logistics/dispatch', HOSTS.naszdom, member);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.site).toBe('naszdom');
    // No history, delivery record, countries or other sites: those are the administrators'.
    expect(Object.keys(body).sort()).toEqual(['shipments', 'site', 'vehicles']);

    const site = sql`site = 'naszdom'`;
    const open = sql`${site} and status not in ('delivered', 'returned')`;
    const byStatus = async (status: string) =>
      one(sql`select count(*) as n from logistics_shipments where ${site} and status = ${status}`);
    expect(body.shipments).toEqual({
      pending: await byStatus('pending'),
      inTransit: await byStatus('in_transit'),
      outForDelivery: await byStatus('out_for_delivery'),
      overdue: await one(sql`select count(*) as n from logistics_shipments where ${open} and expected_at < now()`),
      dueToday: await one(
        sql`select count(*) as n from logistics_shipments where ${open} and (expected_at at time zone 'UTC')::date = (now() at time zone 'UTC')::date`,
      ),
      deliveredToday: await one(
        sql`select count(*) as n from logistics_shipments where ${site} and status = 'delivered' and (delivered_at at time zone 'UTC')::date = (now() at time zone 'UTC')::date`,
      ),
    });
    expect(body.shipments.dueToday).toBeGreaterThanOrEqual(1);
    expect(body.shipments.deliveredToday).toBeGreaterThanOrEqual(1);

    const total = await one(sql`select count(*) as n from logistics_vehicles where ${site}`);
    expect(body.vehicles.total).toBe(total);
    expect(body.vehicles.list).toHaveLength(total!);
    for (const status of ['on_route', 'loading', 'idle', 'maintenance'] as const)
      expect(body.vehicles.byStatus[status], status).toBe(
        await one(sql`select count(*) as n from logistics_vehicles where ${site} and status = ${status}`),
      );
    // On-route first, the furthest along leading.
    expect(body.vehicles.list[0]).toMatchObject({ name: 'Test truck', status: 'on_route', progress: 100 });

    // Always the request's site: asking for every site changes nothing; another host gets its own.
    expect((await get('/api/logistics/dispatch?scope=all', HOSTS.naszdom, member)).json()).toEqual(body);
    const games = (await get('/api/logistics/dispatch', HOSTS.bestgame, member)).json();
    expect(games.site).toBe('bestgame');
    expect(games.vehicles.list.every((v: { site: string }) => v.site === 'bestgame')).toBe(true);
    // An administrator holds scope internal too.
    expect((await get('/api/logistics/dispatch', HOSTS.naszdom, admin)).statusCode).toBe(200);
    expect((await get('/api/logistics/dispatch', HOSTS.naszdom, null)).statusCode).toBe(401);
  });
});
