import * as z from 'zod/mini';
import { DASHBOARD_SCOPES, dashboardRangeSchema } from './dashboards';

/*
 * The logistics dashboard and fleet (issue #17), computed by the server (modules/logistics) and
 * drawn by the browser (features/logistics). The query of the dashboard is the other dashboards'
 * (dashboardQuerySchema); ranges are UTC days, both ends included.
 */

export const VEHICLE_TYPES = ['van', 'truck', 'lorry'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
/** on_route: driving a route; loading: at a depot being loaded; idle: parked, free; maintenance: off the road. */
export const VEHICLE_STATUSES = ['on_route', 'loading', 'idle', 'maintenance'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const SHIPMENT_STATUSES = ['pending', 'in_transit', 'out_for_delivery', 'delivered', 'returned'] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];
/** Why a delivery went wrong; a shipment keeps its reason even when it was delivered in the end. */
export const DELIVERY_EXCEPTIONS = ['damaged', 'wrong_address', 'recipient_absent', 'weather', 'customs'] as const;
export type DeliveryException = (typeof DELIVERY_EXCEPTIONS)[number];

export const fleetQuerySchema = z.object({
  /** site: the vehicles of the request's site (the default); all: every site's. */
  scope: z._default(z.enum(DASHBOARD_SCOPES, { error: 'dashboardScopeInvalid' }), 'site'),
});

const periodSchema = z.object({ current: z.int(), previous: z.int() });
const dayCountSchema = z.object({ date: z.string(), count: z.int() });
const labelCountSchema = z.object({ key: z.string(), count: z.int() });

export const fleetVehicleSchema = z.object({
  id: z.string(),
  site: z.string(),
  name: z.string(),
  plate: z.string(),
  type: z.enum(VEHICLE_TYPES),
  status: z.enum(VEHICLE_STATUSES),
  latitude: z.number(),
  longitude: z.number(),
  routeFrom: z.nullable(z.string()),
  routeTo: z.nullable(z.string()),
  /** Share of the route done, 0 to 100. */
  progress: z.int(),
});
export type FleetVehicle = z.infer<typeof fleetVehicleSchema>;

export const fleetSchema = z.object({
  scope: z.enum(DASHBOARD_SCOPES),
  site: z.nullable(z.string()),
  vehicles: z.array(fleetVehicleSchema),
});
export type Fleet = z.infer<typeof fleetSchema>;

const byVehicleStatus = z.object({ on_route: z.int(), loading: z.int(), idle: z.int(), maintenance: z.int() });
const byShipmentStatus = z.object({
  pending: z.int(),
  in_transit: z.int(),
  out_for_delivery: z.int(),
  delivered: z.int(),
  returned: z.int(),
});

export const logisticsDashboardSchema = z.object({
  range: dashboardRangeSchema,
  scope: z.enum(DASHBOARD_SCOPES),
  site: z.nullable(z.string()),
  vehicles: z.object({
    /** Now, whatever the range. */
    total: z.int(),
    byStatus: byVehicleStatus,
    /** The vehicles on a route now, the furthest along first (at most ON_ROUTE_LIMIT). */
    onRoute: z.array(fleetVehicleSchema),
  }),
  shipments: z.object({
    /** Created (sent off) in the range, and delivered in it. */
    created: periodSchema,
    delivered: periodSchema,
    createdPerDay: z.array(dayCountSchema),
    deliveredPerDay: z.array(dayCountSchema),
    /** The shipments created in the range, by what became of them. */
    byStatus: byShipmentStatus,
    /** Not delivered or returned yet, whenever they were sent. */
    openNow: z.int(),
  }),
  performance: z.object({
    /** Delivered in the range by the expected time, and after it. */
    onTime: periodSchema,
    late: periodSchema,
    /** Hours from sending to delivery of those delivered in the range; null with none delivered. */
    averageHours: z.object({ current: z.nullable(z.number()), previous: z.nullable(z.number()) }),
    /** Shipments created in the range that met an exception. */
    exceptions: periodSchema,
    exceptionsByReason: z.array(labelCountSchema),
  }),
  /** Shipments created in the range by destination country (ISO code), the most first. */
  countries: z.array(labelCountSchema),
});
export type LogisticsDashboard = z.infer<typeof logisticsDashboardSchema>;

/**
 * The dispatcher's view (/apps/logistics/dashboard2, scope internal): this site's fleet and the
 * parcels still on their way, now. No history, no other site, no delivery record: those stay
 * on the administrators' dashboard.
 */
export const logisticsDispatchSchema = z.object({
  site: z.string(),
  vehicles: z.object({
    total: z.int(),
    byStatus: byVehicleStatus,
    /** Every vehicle of the site, on-route ones first (furthest along first), then by name. */
    list: z.array(fleetVehicleSchema),
  }),
  shipments: z.object({
    /** Not delivered or returned yet, by where they are. */
    pending: z.int(),
    inTransit: z.int(),
    outForDelivery: z.int(),
    /** Open ones already past their expected time. */
    overdue: z.int(),
    /** Open ones expected today (UTC), and those delivered today. */
    dueToday: z.int(),
    deliveredToday: z.int(),
  }),
});
export type LogisticsDispatch = z.infer<typeof logisticsDispatchSchema>;
