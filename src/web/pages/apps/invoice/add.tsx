import type { RouteMeta } from '@web/lib/route-meta';
import { InvoiceForm } from '@web/features/invoices/components/invoice-form';

export const meta: RouteMeta = { action: 'create', subject: 'Invoice', i18n: ['invoice'] };

export default function InvoiceAddPage() {
  return <InvoiceForm />;
}
