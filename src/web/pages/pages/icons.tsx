import { PageHeader } from '@web/components/page-header';
import { IconsView } from '@web/features/page-demos/icons/icons-view';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// The icon set the app is built with; its data is a JSON file fetched when the page opens.
export const meta: RouteMeta = { layout: 'default', i18n: ['pages'] };

export default function IconsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.icons')} subtitle={t('pages.icons.subtitle')} />
      <IconsView />
    </>
  );
}
