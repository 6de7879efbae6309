import type { RouteMeta } from '@web/lib/route-meta';
import { MyItems } from '@web/features/listing-editor';

export const meta: RouteMeta = { action: 'create', subject: 'Listing', i18n: ['listing-editor', 'listings'] };

export default function MyItemsPage() {
  return <MyItems />;
}
