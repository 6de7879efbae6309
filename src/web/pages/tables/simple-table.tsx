import { PageHeader } from '@web/components/page-header';
import { SimpleTables } from '@web/features/form-demos/tables/simple-tables';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// Made-up projects, no one's data: signed-in is enough; the menu shows it to admin2 users.
export const meta: RouteMeta = { layout: 'default', i18n: ['forms'] };

export default function SimpleTablePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.simpleTable')} subtitle={t('forms.table.simpleSubtitle')} />
      <SimpleTables />
    </>
  );
}
