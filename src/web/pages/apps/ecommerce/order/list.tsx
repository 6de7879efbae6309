import type { RouteMeta } from '@web/lib/route-meta';
import { OrderList } from '@web/features/ecommerce-orders';

// The API allows this to `read Order` (administrators); others get /not-authorized before any request.
export const meta: RouteMeta = { action: 'read', subject: 'Order', i18n: ['ecommerce-orders', 'grid'] };

export default function OrderListPage() {
  return <OrderList />;
}
