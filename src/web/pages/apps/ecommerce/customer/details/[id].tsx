import type { RouteMeta } from '@web/lib/route-meta';
import { CustomerDetailsPage } from '@web/features/ecommerce-orders';
import { useParams } from 'react-router';

export const meta: RouteMeta = { action: 'read', subject: 'Customer', i18n: ['ecommerce-orders', 'grid'] };

export default function CustomerDetailsRoute() {
  const { id = '' } = useParams();
  return <CustomerDetailsPage id={id} />;
}
