/**
 * The orders and customers apps' query keys, all under one prefix: a status change or a customer
 * edit invalidates `all`, so every list and detail refetches. The dashboards' prefix is refreshed
 * too (api/orders.ts), so the eCommerce dashboard never shows the status an order had before.
 */
export const shopKeys = {
  all: ['ecommerce-orders'] as const,
  orders: <F>(filter: F) => ['ecommerce-orders', 'orders', filter] as const,
  order: (id: string) => ['ecommerce-orders', 'order', id] as const,
  customers: <F>(filter: F) => ['ecommerce-orders', 'customers', filter] as const,
  customer: (id: string) => ['ecommerce-orders', 'customer', id] as const,
};
