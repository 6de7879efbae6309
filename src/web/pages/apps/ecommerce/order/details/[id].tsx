import type { RouteMeta } from '@web/lib/route-meta';
import { OrderDetailsPage } from '@web/features/ecommerce-orders';
import { useParams } from 'react-router';

export const meta: RouteMeta = { action: 'read', subject: 'Order', i18n: ['ecommerce-orders'] };

export default function OrderDetailsRoute() {
  const { id = '' } = useParams();
  return <OrderDetailsPage id={id} />;
}
