import type { RouteMeta } from '@web/lib/route-meta';
import { ListingEditor } from '@web/features/listing-editor';

// Members hold `manage Listing` on their own rows, so asking for `create` keeps visitors out.
export const meta: RouteMeta = { action: 'create', subject: 'Listing', i18n: ['listing-editor', 'listings'] };

export default function AddNewPage() {
  return <ListingEditor />;
}
