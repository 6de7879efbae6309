import { PageLoading } from '@web/components/page-loading';
import { CategoryList } from '@web/features/ecommerce-catalogue';
import type { RouteMeta } from '@web/lib/route-meta';
import { Suspense } from 'react';

export const meta: RouteMeta = { action: 'read', subject: 'Product', i18n: ['ecommerce-catalogue', 'grid'] };

export default function CategoryListPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <CategoryList />
    </Suspense>
  );
}
