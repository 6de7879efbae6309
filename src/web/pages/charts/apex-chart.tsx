import { PageHeader } from '@web/components/page-header';
import { ApexGallery } from '@web/features/chart-gallery';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// A gallery of made-up figures, no data of anyone's: signed-in is enough (SPEC.md gives only
// /access-control an access rule); the menu shows it to admin2 users.
export const meta: RouteMeta = { layout: 'default', i18n: ['charts'] };

export default function ApexChartPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.apexChart')} subtitle={t('charts.apex.subtitle')} />
      <ApexGallery />
    </>
  );
}
