import { PageLoading } from '@web/components/page-loading';
import { ReviewList } from '@web/features/ecommerce-catalogue';
import type { RouteMeta } from '@web/lib/route-meta';
import { Suspense } from 'react';

export const meta: RouteMeta = { action: 'read', subject: 'Review', i18n: ['ecommerce-catalogue', 'grid'] };

export default function ManageReviewPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <ReviewList />
    </Suspense>
  );
}
