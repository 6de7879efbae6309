import type { RouteMeta } from '@web/lib/route-meta';
import { ListingEditor } from '@web/features/listing-editor';

// SPEC.md section 2 names this path for the bit site; it is the same form as /add-new.
export const meta: RouteMeta = { action: 'create', subject: 'Listing', i18n: ['listing-editor', 'listings'] };

export default function BitAddNewBasePage() {
  return <ListingEditor />;
}
