import { SellerHome } from '@web/features/seller-home';
import type { RouteMeta } from '@web/lib/route-meta';

// A member's Home on a marketplace site (issue #33; the site's `home` says which sites): whoever may list.
export const meta: RouteMeta = { action: 'create', subject: 'Listing', i18n: ['seller-home', 'dashboards'] };

export default function MyDashboardPage() {
  return <SellerHome />;
}
