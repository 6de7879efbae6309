import { PageHeader } from '@web/components/page-header';
import { DialogExamples } from '@web/features/page-demos/dialogs/dialog-examples';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// Made-up examples, stored nowhere: signed-in is enough, as for the other template pages.
export const meta: RouteMeta = { layout: 'default', i18n: ['pages'] };

export default function DialogExamplesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.dialogExamples')} subtitle={t('pages.dialogs.subtitle')} />
      <DialogExamples />
    </>
  );
}
