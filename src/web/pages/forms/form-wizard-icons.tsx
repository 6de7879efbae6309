import { PageHeader } from '@web/components/page-header';
import { WizardForm } from '@web/features/form-demos/wizard/wizard-form';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// A demo of made-up input, stored nowhere: signed-in is enough; the menu shows it to admin2 users.
export const meta: RouteMeta = { layout: 'default', i18n: ['forms'] };

export default function FormWizardIconsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={`${t('nav.formWizard')}: ${t('nav.icons')}`} subtitle={t('forms.wizard.iconsSubtitle')} />
      <WizardForm variant="icons" />
    </>
  );
}
