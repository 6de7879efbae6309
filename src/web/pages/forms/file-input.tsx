import { PageHeader } from '@web/components/page-header';
import { FileInputDemos } from '@web/features/form-demos/elements/file-input-demos';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// A demo of made-up input, stored nowhere: signed-in is enough; the menu shows it to admin2 users.
export const meta: RouteMeta = { layout: 'default', i18n: ['forms'] };

export default function FileInputPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.f.fileInput')} subtitle={t('forms.el.fileInput.subtitle')} />
      <FileInputDemos />
    </>
  );
}
