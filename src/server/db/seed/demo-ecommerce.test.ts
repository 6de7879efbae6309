import { describe, expect, it } from 'vitest';
import { SITES } from '../../../common/sites';
import { ECOMMERCE_HISTORY_DAYS, siteShop } from './demo-ecommerce';

/* The demo shop's history has the shape the eCommerce dashboard is meant to show, the same every time. */
const TODAY = new Date('2026-03-01T09:30:00Z');
const DAY_MS = 86_400_000;

describe('the demo shop', () => {
  it('is the same for the same site and day (ids too)', () => {
    const site = SITES[0]!;
    expect(siteShop(site, TODAY)).toEqual(siteShop(site, TODAY));
  });

  it.each(SITES.map((s) => [s.id, s] as const))(
    '%s: a modest year of orders before the seeding day, totals adding up',
    (_id, site) => {
      const shop = siteShop(site, TODAY);
      expect(shop.orders.length).toBeGreaterThan(300);
      expect(shop.orders.length).toBeLessThanOrEqual(1500);
      const first = Date.UTC(2026, 2, 1) - ECOMMERCE_HISTORY_DAYS * DAY_MS;
      for (const order of shop.orders) {
        const time = order.createdAt!.getTime();
        expect(time).toBeGreaterThanOrEqual(first);
        expect(time).toBeLessThan(Date.UTC(2026, 2, 1));
        const lines = shop.items.filter((i) => i.orderId === order.id);
        expect(lines.length).toBeGreaterThan(0);
        expect(order.totalMinor).toBe(lines.reduce((n, l) => n + l.quantity * l.unitPriceMinor, 0));
      }
      // A customer joins with their first order, never after it.
      const joined = new Map(shop.customers.map((c) => [c.id, c.createdAt!.getTime()]));
      for (const order of shop.orders)
        expect(joined.get(order.customerId)!).toBeLessThanOrEqual(order.createdAt!.getTime());
      expect(new Set(shop.orders.map((o) => o.number)).size).toBe(shop.orders.length);
    },
  );

  it('sells more on weekends, more as the year goes on, and most before Christmas', () => {
    const orders = SITES.flatMap((s) => siteShop(s, TODAY).orders.map((o) => o.createdAt!));
    const perDay = (keep: (d: Date) => boolean, days: number) => orders.filter(keep).length / days;
    const weeks = ECOMMERCE_HISTORY_DAYS / 7;
    const saturday = perDay((d) => d.getUTCDay() === 6, weeks);
    const tuesday = perDay((d) => d.getUTCDay() === 2, weeks);
    expect(saturday).toBeGreaterThan(tuesday * 1.3);
    const inMonth = (year: number, month: number) => (d: Date) =>
      d.getUTCFullYear() === year && d.getUTCMonth() === month;
    expect(perDay(inMonth(2025, 9), 31)).toBeGreaterThan(perDay(inMonth(2025, 3), 30));
    expect(perDay((d) => inMonth(2025, 11)(d) && d.getUTCDate() <= 23, 23)).toBeGreaterThan(
      perDay(inMonth(2025, 9), 31) * 1.5,
    );
  });
});
