import type { RecentOrder } from '@common/schemas/ecommerce-dashboard';

type Status = RecentOrder['status'];

/** The palette colour of each order status, shared by the chips and the donut so both read alike. */
export const STATUS_COLOR: Record<Status, 'info' | 'warning' | 'success' | 'secondary' | 'error'> = {
  paid: 'info',
  shipped: 'warning',
  delivered: 'success',
  cancelled: 'secondary',
  refunded: 'error',
};
