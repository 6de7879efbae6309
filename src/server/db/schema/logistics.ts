import { doublePrecision, index, integer, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  DELIVERY_EXCEPTIONS,
  SHIPMENT_STATUSES,
  VEHICLE_STATUSES,
  VEHICLE_TYPES,
} from '../../../common/schemas/logistics';

/**
 * A site's delivery fleet (issue #17, the logistics dashboard and fleet page). Where it is now
 * and the route it drives: `progress` is the share of that route done, 0 to 100.
 */
export const vehicles = pgTable(
  'logistics_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    name: text('name').notNull(),
    plate: text('plate').notNull(),
    type: text('type', { enum: VEHICLE_TYPES }).notNull(),
    status: text('status', { enum: VEHICLE_STATUSES }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    routeFrom: text('route_from'),
    routeTo: text('route_to'),
    progress: integer('progress').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('logistics_vehicles_site_status').on(t.site, t.status),
    index('logistics_vehicles_site_created').on(t.site, t.createdAt),
  ],
);

/**
 * One parcel sent from a site's depot. It is on time when delivered by `expected_at`; an
 * exception (damaged, wrong address...) is kept with its reason whatever became of the parcel.
 * `destination_country` is an ISO 3166 code, so the browser names the country in its language.
 */
export const shipments = pgTable(
  'logistics_shipments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    site: text('site').notNull(),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    origin: text('origin').notNull(),
    destination: text('destination').notNull(),
    destinationCountry: text('destination_country').notNull(),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    exception: text('exception', { enum: DELIVERY_EXCEPTIONS }),
    weightKg: real('weight_kg').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expectedAt: timestamp('expected_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('logistics_shipments_site_created').on(t.site, t.createdAt),
    index('logistics_shipments_site_delivered').on(t.site, t.deliveredAt),
    index('logistics_shipments_vehicle').on(t.vehicleId),
  ],
);

export type Vehicle = typeof vehicles.$inferSelect;
export type Shipment = typeof shipments.$inferSelect;
