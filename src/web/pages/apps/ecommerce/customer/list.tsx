import type { RouteMeta } from '@web/lib/route-meta';
import { CustomerList } from '@web/features/ecommerce-orders';

// The API allows this to `read Customer` (administrators); others get /not-authorized before any request.
export const meta: RouteMeta = { action: 'read', subject: 'Customer', i18n: ['ecommerce-orders', 'grid'] };

export default function CustomerListPage() {
  return <CustomerList />;
}
