import { PageHeader } from '@web/components/page-header';
import { RadioDemos } from '@web/features/form-demos/elements/radio-demos';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// A demo of made-up input, stored nowhere: signed-in is enough; the menu shows it to admin2 users.
export const meta: RouteMeta = { layout: 'default', i18n: ['forms'] };

export default function RadioPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.f.radio')} subtitle={t('forms.el.radio.subtitle')} />
      <RadioDemos />
    </>
  );
}
