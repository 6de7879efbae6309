import type { RouteMeta } from '@web/lib/route-meta';
import { ShopSettingsPage } from '@web/features/ecommerce-orders';

// Administrators (scope admin2), like the eCommerce dashboard; the API refuses anyone else.
export const meta: RouteMeta = { action: 'read', subject: 'Dashboard', i18n: ['ecommerce-orders'] };

export default function EcommerceSettingsRoute() {
  return <ShopSettingsPage />;
}
