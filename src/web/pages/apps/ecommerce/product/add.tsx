import { PageLoading } from '@web/components/page-loading';
import { ProductEditor } from '@web/features/ecommerce-catalogue';
import type { RouteMeta } from '@web/lib/route-meta';
import { Suspense } from 'react';

export const meta: RouteMeta = { action: 'create', subject: 'Product', i18n: ['ecommerce-catalogue'] };

export default function AddProductPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ProductEditor id={null} />
    </Suspense>
  );
}
