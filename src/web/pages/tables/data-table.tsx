import { PageHeader } from '@web/components/page-header';
import { CustomerDataTable } from '@web/features/form-demos/tables/customer-data-table';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// It reads the shop's customers: the same rule as the customer list (the API asks for it too).
export const meta: RouteMeta = { layout: 'default', action: 'read', subject: 'Customer', i18n: ['forms', 'grid'] };

export default function DataTablePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.dataTable')} subtitle={t('forms.table.dataSubtitle')} />
      <CustomerDataTable />
    </>
  );
}
