import { PageLoading } from '@web/components/page-loading';
import { ProductList } from '@web/features/ecommerce-catalogue';
import type { RouteMeta } from '@web/lib/route-meta';
import { Suspense } from 'react';

// Administrators (the menu's admin2 part); the API asks for `read Product` itself.
export const meta: RouteMeta = { action: 'read', subject: 'Product', i18n: ['ecommerce-catalogue', 'grid'] };

export default function ProductListPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ProductList />
    </Suspense>
  );
}
