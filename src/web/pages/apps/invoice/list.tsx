import type { RouteMeta } from '@web/lib/route-meta';
import { InvoiceList } from '@web/features/invoices/components/invoice-list';

// The API allows this to `read Invoice` (admins); others get /not-authorized before any request.
export const meta: RouteMeta = { action: 'read', subject: 'Invoice', i18n: ['invoice', 'grid'] };

export default function InvoiceListPage() {
  return <InvoiceList />;
}
