import * as z from 'zod/mini';
import { DASHBOARD_SCOPES, dashboardRangeSchema } from './dashboards';

/*
 * The eCommerce dashboard's figures (issue #17), computed by the server
 * (modules/ecommerce-dashboard) from the shop tables and drawn by the browser
 * (features/dashboards/ecommerce). The query is the other dashboards' (dashboardQuerySchema).
 *
 * Money is in minor units of one currency: the one most orders of the range and the period before
 * it were paid in (a site's shop sells in one). Orders in other currencies (every site at once
 * mixes them) are counted but left out of the sums, and `otherCurrencyOrders` says how many, so
 * no figure adds euros to złoty.
 */

export const ORDER_STATUS_KEYS = ['paid', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;

const periodSchema = z.object({ current: z.int(), previous: z.int() });

const dayAmountSchema = z.object({ date: z.string(), amount: z.int(), orders: z.int() });
export type DayAmount = z.infer<typeof dayAmountSchema>;

const monthAmountSchema = z.object({ month: z.string(), amount: z.int(), orders: z.int() });
export type MonthAmount = z.infer<typeof monthAmountSchema>;

const countrySchema = z.object({ country: z.string(), orders: z.int(), amount: z.int() });
export type CountrySales = z.infer<typeof countrySchema>;

const topProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  site: z.string(),
  quantity: z.int(),
  amount: z.int(),
});
export type TopProduct = z.infer<typeof topProductSchema>;

const recentOrderSchema = z.object({
  id: z.string(),
  number: z.int(),
  site: z.string(),
  customer: z.string(),
  email: z.string(),
  country: z.string(),
  status: z.enum(ORDER_STATUS_KEYS),
  totalMinor: z.int(),
  currency: z.string(),
  items: z.int(),
  createdAt: z.string(),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

export const ecommerceDashboardSchema = z.object({
  range: dashboardRangeSchema,
  scope: z.enum(DASHBOARD_SCOPES),
  site: z.nullable(z.string()),
  /** The currency of every money figure; null when there were no orders to tell. */
  currency: z.nullable(z.string()),
  /** Orders of the range in another currency: counted in `orders`, not in the sums. */
  otherCurrencyOrders: z.int(),
  /** Orders placed (any status, any currency). */
  orders: periodSchema,
  /** Sum of the orders the shop keeps (paid, shipped, delivered). */
  revenue: periodSchema,
  /** Sum of the orders paid back. */
  refunds: periodSchema,
  /** Revenue divided by the orders it counts, rounded to a minor unit; 0 without orders. */
  averageOrder: periodSchema,
  /** Units sold on kept orders. */
  itemsSold: periodSchema,
  /** Customers who joined in the range. */
  customersNew: periodSchema,
  /** Every day of the range: revenue and orders kept. */
  revenuePerDay: z.array(dayAmountSchema),
  /** The twelve months ending with the range's last day (YYYY-MM): the growth over a year. */
  revenuePerMonth: z.array(monthAmountSchema),
  /** Kept orders by the country shipped to, the largest revenue first (six at most). */
  byCountry: z.array(countrySchema),
  /** Best sellers of the range by revenue (five at most). */
  topProducts: z.array(topProductSchema),
  /** Orders placed in the range by their status now, every status listed. */
  byStatus: z.array(z.object({ status: z.enum(ORDER_STATUS_KEYS), count: z.int() })),
  /** The ten newest orders of the range. */
  recent: z.array(recentOrderSchema),
});
export type EcommerceDashboard = z.infer<typeof ecommerceDashboardSchema>;
