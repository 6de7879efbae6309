import { uuidField } from '@common/schemas/fields';
import { NotFoundMessage } from '@web/components/not-found-message';
import { PageLoading } from '@web/components/page-loading';
import { ProductEditor } from '@web/features/ecommerce-catalogue';
import type { RouteMeta } from '@web/lib/route-meta';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import * as z from 'zod/mini';

export const meta: RouteMeta = {
  action: 'update',
  subject: 'Product',
  navActiveLink: 'apps-ecommerce-product-list',
  i18n: ['ecommerce-catalogue'],
};

export default function EditProductPage() {
  const { id = '' } = useParams();
  // Product ids are UUIDs: anything else names no product, so it is the not-found page, not a request.
  if (!z.safeParse(uuidField, id).success) return <NotFoundMessage />;
  return (
    <Suspense fallback={<PageLoading />}>
      <ProductEditor key={id} id={id} />
    </Suspense>
  );
}
