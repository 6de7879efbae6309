import { PageHeader } from '@web/components/page-header';
import { CreateDealWizard } from '@web/features/wizard-examples/create-deal/create-deal-wizard';
import type { RouteMeta } from '@web/lib/route-meta';
import { useTranslation } from 'react-i18next';

// A made-up deal, stored nowhere: signed-in is enough; the menu shows it to admin2 users.
export const meta: RouteMeta = { layout: 'default', i18n: ['wizards'] };

export default function CreateDealWizardPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('nav.createDeal')} subtitle={t('wizards.deal.subtitle')} />
      <CreateDealWizard />
    </>
  );
}
