import type { RouteMeta } from '@web/lib/route-meta';
import { InvoiceForm } from '@web/features/invoices/components/invoice-form';
import { WithInvoiceFromPath } from '@web/features/invoices/components/invoice-page';

export const meta: RouteMeta = { action: 'update', subject: 'Invoice', i18n: ['invoice'] };

export default function InvoiceEditPage() {
  // key: another invoice starts the form afresh.
  return (
    <WithInvoiceFromPath>{(invoice) => <InvoiceForm key={invoice.number} invoice={invoice} />}</WithInvoiceFromPath>
  );
}
