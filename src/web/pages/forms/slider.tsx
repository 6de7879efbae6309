import { PageHeader } from '@web/components/page-header';
import { SliderDemos } from '@web/features/form-demos/elements/slider-demos';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// A demo of made-up input, stored nowhere: signed-in is enough; the menu shows it to admin2 users.
export const meta: RouteMeta = { layout: 'default', i18n: ['forms'] };

export default function SliderPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.f.slider')} subtitle={t('forms.el.slider.subtitle')} />
      <SliderDemos />
    </>
  );
}
