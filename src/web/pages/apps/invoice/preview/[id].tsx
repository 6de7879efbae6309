import type { RouteMeta } from '@web/lib/route-meta';
import { InvoicePreview } from '@web/features/invoices/components/invoice-preview';
import { WithInvoiceFromPath } from '@web/features/invoices/components/invoice-page';

export const meta: RouteMeta = { action: 'read', subject: 'Invoice', i18n: ['invoice'] };

export default function InvoicePreviewPage() {
  return <WithInvoiceFromPath>{(invoice) => <InvoicePreview invoice={invoice} />}</WithInvoiceFromPath>;
}
